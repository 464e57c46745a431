import { isLang, type Lang } from '#shared/languages'

/**
 * The edition a visitor chose with the language switch, kept in the browser only: a first visit is never
 * redirected by it (nor by Accept-Language), which would make the same address mean two pages to caches and
 * crawlers; the site may offer the other edition instead.
 */
const KEY = 'savanna-links:language'

export function rememberLanguage(lang: Lang): void {
  try {
    localStorage.setItem(KEY, lang)
  } catch {
    // Storage refused (private mode, full): the choice is simply not remembered.
  }
}

export function rememberedLanguage(): Lang | null {
  try {
    const value = localStorage.getItem(KEY)
    return isLang(value) ? value : null
  } catch {
    return null
  }
}
