import { useLocation } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { DEFAULT_LANG, isLang, type Lang, languageById } from '#shared/languages'
import { localePath } from '~/i18n/paths'
import { useLang } from '~/i18n/react'
import { rememberedLanguage, rememberLanguage } from '~/logic/language-choice'

/**
 * On an English page, a visitor who reads another edition's language (the browser's preferred languages, or the
 * language switch used before) is offered the same page in it: a note with a link, never a redirect (the address
 * means one page to caches and crawlers). It appears once: from its first showing it is remembered, and it stays
 * only on that page until dismissed or followed. Decided in the browser after hydration, so the server renders
 * nothing and cached pages are the same for everyone.
 */

const OFFERED_KEY = 'savanna-links:language-offered'

/**
 * The edition to offer, or null. Only English pages offer (an edition's reader came there on purpose); nothing
 * once offered, nor to a visitor who chose English with the switch. A remembered choice of another edition is
 * offered; else the browser's first preferred language that is one of the site's, when it is not English.
 */
export function languageToOffer({
  pageLang,
  preferred,
  remembered,
  offeredBefore,
}: {
  pageLang: Lang
  preferred: readonly string[]
  remembered: Lang | null
  offeredBefore: boolean
}): Lang | null {
  if (pageLang !== DEFAULT_LANG || offeredBefore || remembered === DEFAULT_LANG) return null
  if (remembered) return remembered
  const first = preferred.map((tag) => tag.toLowerCase().split('-')[0]).find(isLang)
  return first && first !== DEFAULT_LANG ? first : null
}

function offeredBefore(): boolean {
  try {
    return localStorage.getItem(OFFERED_KEY) !== null
  } catch {
    // Storage refused: offering on every page would nag, so offer nothing.
    return true
  }
}

function rememberOffered(): void {
  try {
    localStorage.setItem(OFFERED_KEY, '1')
  } catch {
    // Nothing to do: offeredBefore() already says yes when storage is refused.
  }
}

export function LanguageOffer() {
  const pageLang = useLang()
  const { pathname, search, hash } = useLocation()
  const [offer, setOffer] = useState<Lang | null>(null)

  useEffect(() => {
    const chosen = languageToOffer({
      pageLang,
      preferred: navigator.languages ?? [navigator.language],
      remembered: rememberedLanguage(),
      offeredBefore: offeredBefore(),
    })
    if (chosen) rememberOffered()
    setOffer(chosen)
  }, [pageLang])

  if (!offer || pageLang !== DEFAULT_LANG) return null
  const { id, dir, offer: words } = languageById(offer)
  return (
    <aside className="language-offer" lang={id} dir={dir} aria-label={words.note}>
      <p>
        {words.note}{' '}
        <a
          href={localePath(pathname, offer) + search + hash}
          hrefLang={id}
          onClick={() => rememberLanguage(offer)}
          data-discover="false"
        >
          {words.link}
        </a>
      </p>
      <button type="button" className="language-offer__dismiss" onClick={() => setOffer(null)}>
        {words.dismiss}
      </button>
    </aside>
  )
}
