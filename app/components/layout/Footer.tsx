import { Link } from '@remix-run/react'
import { OfficeAddress } from '~/components/shared/OfficeAddress'
import type { SiteSettings } from '~/content/types'
import { SubscribeForm } from './SubscribeForm'
import { SocialLinks } from './TopBar'

export function Footer({ settings }: { settings: SiteSettings }) {
  return (
    <footer className="site-footer">
      <div className="container site-footer__offices">
        {(settings.offices ?? []).map((office) => (
          <section key={office._key} className="office" aria-labelledby={`office-${office._key}`}>
            <h2 id={`office-${office._key}`}>{office.title}</h2>
            <OfficeAddress office={office} />
          </section>
        ))}
      </div>
      <div className="container site-footer__main">
        <section className="site-footer__about" aria-labelledby="footer-about">
          <h2 id="footer-about">{settings.companyName}</h2>
          {settings.companyBlurb ? <p>{settings.companyBlurb}</p> : null}
          <SocialLinks social={settings.social} />
        </section>
        <nav className="site-footer__links" aria-labelledby="footer-useful-links">
          <h2 id="footer-useful-links">Useful Links</h2>
          <ul>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to="/Terms-&-Conditions">Terms</Link>
            </li>
            <li>
              <Link to="/Privacy-Policy">Privacy</Link>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
          </ul>
        </nav>
        <SubscribeForm id="footer-subscribe" blurb={settings.subscribeBlurb} />
      </div>
      <p className="site-footer__copyright">
        © {settings.copyrightYear} {settings.companyName}. All rights reserved.
      </p>
    </footer>
  )
}
