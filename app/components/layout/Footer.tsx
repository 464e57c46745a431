import { OfficeAddress } from '~/components/shared/OfficeAddress'
import type { SiteSettings } from '~/content/types'
import { Link, useT, useTextLang } from '~/i18n/react'
import { SubscribeForm } from './SubscribeForm'
import { SocialLinks } from './TopBar'

export function Footer({ settings }: { settings: SiteSettings }) {
  const t = useT()
  const textLang = useTextLang()
  return (
    <footer className="site-footer">
      <div className="container site-footer__offices">
        {(settings.offices ?? []).map((office) => (
          <section key={office._key} className="office" aria-labelledby={`office-${office._key}`}>
            <h2 id={`office-${office._key}`} {...textLang(office.title)}>
              {office.title}
            </h2>
            <OfficeAddress office={office} />
          </section>
        ))}
      </div>
      <div className="container site-footer__main">
        <section className="site-footer__about" aria-labelledby="footer-about">
          <h2 id="footer-about" {...textLang(settings.companyName)}>
            {settings.companyName}
          </h2>
          {settings.companyBlurb ? <p {...textLang(settings.companyBlurb)}>{settings.companyBlurb}</p> : null}
          <SocialLinks social={settings.social} />
        </section>
        <nav className="site-footer__links" aria-labelledby="footer-useful-links">
          <h2 id="footer-useful-links">{t.layout.usefulLinks}</h2>
          <ul>
            <li>
              <Link to="/">{t.layout.home}</Link>
            </li>
            <li>
              <Link to="/Terms-&-Conditions">{t.layout.terms}</Link>
            </li>
            <li>
              <Link to="/Privacy-Policy">{t.layout.privacy}</Link>
            </li>
            <li>
              <Link to="/contact">{t.layout.contact}</Link>
            </li>
          </ul>
        </nav>
        <SubscribeForm id="footer-subscribe" blurb={settings.subscribeBlurb} />
      </div>
      <p className="site-footer__copyright">
        © {settings.copyrightYear} <bdi {...textLang(settings.companyName)}>{settings.companyName}</bdi>.{' '}
        {t.layout.allRightsReserved}
      </p>
    </footer>
  )
}
