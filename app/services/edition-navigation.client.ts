import { languageOfPath } from '~/i18n/paths'

/**
 * A page holds one language's interface words. Going back or forward in history to a page of the other edition
 * (after the language switch, a full load) is therefore a full load too, not a render with the wrong words.
 * Registered before the router's own listener, so it runs first.
 */
export function keepEditionsApart(pageLang: string): void {
  window.addEventListener('popstate', () => {
    if (languageOfPath(window.location.pathname) !== pageLang) window.location.reload()
  })
}
