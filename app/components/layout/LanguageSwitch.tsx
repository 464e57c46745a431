import { useLocation } from '@remix-run/react'
import { DEFAULT_LANG, languageById, OTHER_LANG_IDS } from '#shared/languages'
import { localePath } from '~/i18n/paths'
import { useLang, useT } from '~/i18n/react'
import { rememberLanguage } from '~/logic/language-choice'

/**
 * The same page in the other edition: a plain link, so it works before hydration and loads the other
 * language's catalogue with the page (a full load, never the router). The choice is remembered in the browser
 * (app/logic/language-choice.ts); nothing about it is sent to the server, so pages stay cacheable.
 */
export function LanguageSwitch() {
  const lang = useLang()
  const t = useT()
  const { pathname, search, hash } = useLocation()
  // Two editions today: each links to the other. A third would need a switch that lists every edition.
  const other = lang === DEFAULT_LANG ? (OTHER_LANG_IDS[0] ?? DEFAULT_LANG) : DEFAULT_LANG
  const { id } = languageById(other)
  return (
    <a
      className="language-switch"
      href={localePath(pathname, other) + search + hash}
      hrefLang={id}
      lang={id}
      aria-label={t.common.switchLanguageLabel}
      onClick={() => rememberLanguage(other)}
      data-discover="false"
    >
      {t.common.switchLanguage}
    </a>
  )
}
