import type { Page } from '@playwright/test'
import { ar } from '../../app/i18n/catalogues/ar'
import { en } from '../../app/i18n/catalogues/en'

/**
 * Finding English interface words on an Arabic page. Two nets:
 * 1. the English catalogue's texts (every string value, and every function's text for a sample argument), shown
 *    anywhere on the page as a whole text or as a label (aria-label, placeholder, title, alt, value of a button);
 * 2. any text with Latin letters and no Arabic that is not marked as English (`lang="en"`, as content fallbacks
 *    and proper names are) and is not something every language writes in Latin letters (an e-mail address, a
 *    currency code, a URL, a phone number): a string the catalogue never had.
 */
function catalogueTexts(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === 'string') out.add(value.trim())
  else if (typeof value === 'function') {
    for (const sample of [2, 'Gold Package']) {
      try {
        const text = (value as (arg: unknown) => unknown)(sample)
        if (typeof text === 'string') out.add(text.trim())
      } catch {
        // A text that needs other arguments is left to the second net.
      }
    }
  } else if (value && typeof value === 'object') for (const item of Object.values(value)) catalogueTexts(item, out)
  return out
}

const arabicTexts = catalogueTexts(ar, new Set())
/** English texts that are not also Arabic ones (a brand or "WhatsApp" is written the same in both). */
export const ENGLISH_INTERFACE_TEXTS = [...catalogueTexts(en, new Set())].filter(
  (text) => /[A-Za-z]{2}/.test(text) && !arabicTexts.has(text),
)

export type Leak = { text: string; where: string }

/** Every English interface text, or unmarked Latin text, the page shows or labels with. */
export async function englishLeaks(page: Page): Promise<Leak[]> {
  return page.evaluate((known) => {
    const knownSet = new Set(known)
    const leaks: { text: string; where: string }[] = []
    const markedEnglish = (element: Element | null) => Boolean(element?.closest('[lang="en"], [lang^="en-"]'))
    // Written in Latin letters in every language: addresses, codes and references, amounts, numbers.
    const universal = new RegExp(
      `^(?:${[
        String.raw`[\w.+-]+@[\w.-]+`,
        String.raw`https?://\S+`,
        String.raw`[A-Z0-9/.-]*\d[A-Z0-9/.-]*`,
        String.raw`[+\d\s()./:–-]+`,
        String.raw`≈?\s?[A-Z]{3}(?:\s?[\d,.]+)?`,
        '©.*',
      ].join('|')})$`,
    )
    // `latin`: whether Latin text not marked as English counts (a <title> cannot be marked: it is checked against
    // the catalogue alone, and may be a hotel's or the company's own name). A <bdi> isolates what the visitor typed.
    const check = (raw: string, where: string, element: Element | null, latin = true) => {
      const text = raw.replace(/\s+/g, ' ').trim()
      if (!text || markedEnglish(element)) return
      if (knownSet.has(text)) leaks.push({ text, where })
      else if (!latin || element?.closest('bdi:not([lang])')) return
      else if (/[A-Za-z]/.test(text) && !/[\u0600-\u06FF]/.test(text) && !universal.test(text))
        leaks.push({ text, where: `${where} (unmarked Latin)` })
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || parent.closest('script, style, template, noscript, [hidden], #icon-sprite')) continue
      check(node.textContent ?? '', `<${parent.tagName.toLowerCase()}>`, parent)
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt], input[value]'))
      for (const name of ['aria-label', 'placeholder', 'title', 'alt'])
        if (element.hasAttribute(name)) check(element.getAttribute(name) ?? '', `${name}=`, element)
    check(document.title.split(' | ')[0] ?? '', '<title>', null, false)
    return leaks
  }, ENGLISH_INTERFACE_TEXTS)
}
