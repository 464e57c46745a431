import { Icon, SOCIAL_ICONS } from '~/components/shared/Icons'
import type { SiteSettings } from '~/content/types'
import { useLanguage, useT } from '~/i18n/react'
import { telHref } from '~/logic/links'
import { CurrencySwitch } from './CurrencySwitch'
import { LanguageSwitch } from './LanguageSwitch'

export function SocialLinks({ social }: { social: SiteSettings['social'] }) {
  const t = useT()
  return (
    <ul className="social-links">
      {(social ?? []).map((link) => {
        const icon = SOCIAL_ICONS[link.platform]
        const label = t.shared.socialLabels[link.platform]
        return (
          <li key={link._key}>
            <a href={link.url} target="_blank" rel="noopener noreferrer" aria-label={t.common.opensInNewTab(label)}>
              {icon ? <Icon name={icon} /> : label}
            </a>
          </li>
        )
      })}
    </ul>
  )
}

export function TopBar({ settings }: { settings: SiteSettings }) {
  // A phone number read right to left would scramble its groups.
  const phoneDir = useLanguage().dir === 'rtl' ? 'ltr' : undefined
  return (
    <div className="top-bar">
      <div className="container top-bar__inner">
        <a className="top-bar__phone" href={telHref(settings.phone)}>
          <Icon name="phone" size={16} />
          <span dir={phoneDir}>{settings.phone}</span>
        </a>
        <div className="top-bar__end">
          <LanguageSwitch />
          <CurrencySwitch />
          <SocialLinks social={settings.social} />
        </div>
      </div>
    </div>
  )
}
