import type { Page } from '@playwright/test'
import { ar } from '~/i18n/catalogues/ar'
import { en } from '~/i18n/catalogues/en'

/**
 * Finding one edition's interface words on the other edition's page (issue 42, rule 1). Two nets:
 * 1. the other catalogue's texts, and the fixed words of its texts that take a number or a name, wherever a person
 *    or an assistive technology meets them: text, CSS generated content (`::before`, `::after`), the title, the
 *    meta description, `aria-*` texts, `alt`, `title`, `placeholder` and a button's value;
 * 2. any text in the other edition's script that is not marked as that language (`lang="en"`, as content fallbacks
 *    and proper names are) and, in Latin letters, is not something every language writes so (an e-mail address, a
 *    currency code, a URL, a phone number): a string no catalogue had.
 * Inside an element marked with the other language, anything goes.
 */

/** Stands for a text function's argument, so what is left between its uses is the function's own words. */
const SLOT = '\u2063'

/** Every text of a catalogue: its strings, and each text function's words around its arguments. */
function catalogueTexts(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === 'string') out.add(value.trim())
  else if (typeof value === 'function') {
    try {
      const text = (value as (...args: unknown[]) => unknown)(...Array(value.length).fill(SLOT))
      if (typeof text === 'string') for (const words of text.split(SLOT)) out.add(words.trim())
    } catch {
      // A function that cannot take a text for a number (Intl.PluralRules) is left to the second net.
    }
  } else if (value && typeof value === 'object') for (const item of Object.values(value)) catalogueTexts(item, out)
  return out
}

/**
 * Texts both editions show in the same letters, which are no leak: the company's brand and the platforms' names.
 * Short on purpose: anything else written alike belongs in both catalogues, which the filter below already allows.
 */
const WRITTEN_ALIKE = ['Savanna Links Golf & Safari', 'Savanna Links', 'WhatsApp']

/** A catalogue's texts worth looking for: with a word of three letters or more, and not also the other's. */
function distinctTexts(mine: unknown, theirs: unknown, letters: RegExp): string[] {
  const shared = catalogueTexts(theirs, new Set())
  return [...catalogueTexts(mine, new Set())]
    .map((text) => text.replace(/^[\s.,:;!?·()“”"'’-]+|[\s.,:;!?·()“”"'’-]+$/g, ''))
    .filter((text) => letters.test(text) && !shared.has(text) && !WRITTEN_ALIKE.includes(text))
}

/** English texts that are not also Arabic ones. */
export const ENGLISH_INTERFACE_TEXTS = distinctTexts(en, ar, /[A-Za-z]{3}/)
/** Arabic texts that are not also English ones, for the English edition's pages. */
const ARABIC_INTERFACE_TEXTS = distinctTexts(ar, en, /[\u0600-\u06FF]{3}/)

export type Leak = { text: string; where: string }

type Edition = {
  /** The other edition's texts, as alternations: those of several words, and single words. */
  known: { phrases: string; words: string }
  /** The other edition's language, whose marked elements may hold anything. */
  other: string
  /** The other edition's letters, and this edition's (a text with any of these is written in this language). */
  foreign: string
  native: string
  /** Texts in the other script that every language writes so. */
  universal: string[]
}

/** A text as a regular expression that matches it alone. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** One alternation of the texts, the longest first, so a longer text is named rather than a word of it. */
const anyOf = (texts: string[]) =>
  [...texts]
    .sort((a, b) => b.length - a.length)
    .map(literally)
    .join('|')

/** The texts of several words, and the single words, apart: `leaks` finds them differently. */
const alternations = (texts: string[]) => ({
  phrases: anyOf(texts.filter((text) => /\s/.test(text))),
  words: anyOf(texts.filter((text) => !/\s/.test(text))),
})

/** Written in Latin letters in every language: addresses, codes and references, amounts, numbers. */
const LATIN_UNIVERSAL = [
  String.raw`[\w.+-]+@[\w.-]+`,
  String.raw`https?://\S+`,
  String.raw`[A-Z0-9/.-]*\d[A-Z0-9/.-]*`,
  String.raw`[+\d\s()./:–-]+`,
  String.raw`≈?\s?[A-Z]{3}(?:\s?[\d,.]+)?`,
  '©.*',
  ...WRITTEN_ALIKE.map(literally),
]

const ARABIC_PAGE: Edition = {
  known: alternations(ENGLISH_INTERFACE_TEXTS),
  other: 'en',
  foreign: 'A-Za-z',
  native: '\\u0600-\\u06FF',
  universal: LATIN_UNIVERSAL,
}
const ENGLISH_PAGE: Edition = {
  known: alternations(ARABIC_INTERFACE_TEXTS),
  other: 'ar',
  foreign: '\\u0600-\\u06FF',
  native: 'A-Za-z',
  universal: [],
}

/** The Arabic page's English interface words, or unmarked Latin text, anywhere it can be perceived. */
export function englishLeaks(page: Page): Promise<Leak[]> {
  return leaks(page, ARABIC_PAGE)
}

/** The English page's Arabic interface words, or unmarked Arabic text. */
export function arabicLeaks(page: Page): Promise<Leak[]> {
  return leaks(page, ENGLISH_PAGE)
}

function leaks(page: Page, edition: Edition): Promise<Leak[]> {
  return page.evaluate(
    ({ known, other, foreign, native, universal, alike }) => {
      const found: { text: string; where: string }[] = []
      // A known text of several words is found wherever it stands as whole words. A single word is found only
      // standing alone among the other edition's letters: inside a run of them it is a word of a proper name
      // ("Karen Country and Golf Club"), which no catalogue translates.
      const beside = `[^${foreign}${native}\\d]*`
      const knownText = new RegExp(
        `(?<![${foreign}])(?:${known.phrases})(?![${foreign}])|` +
          `(?<![${foreign}]${beside})(?:${known.words})(?!${beside}[${foreign}])`,
      )
      const foreignLetter = new RegExp(`[${foreign}]`)
      const nativeLetter = new RegExp(`[${native}]`)
      const universalText = new RegExp(`^(?:${universal.join('|')})$`)
      const marked = (element: Element | null) => Boolean(element?.closest(`[lang="${other}"], [lang^="${other}-"]`))
      // `unmarked`: whether text in the other script counts even when it is no catalogue's (a <title> cannot be
      // marked, and may be a hotel's or the company's own name). A <bdi> isolates what a visitor typed.
      const check = (raw: string, where: string, element: Element | null, unmarked = true) => {
        const text = raw.replace(/\s+/g, ' ').trim()
        if (!text || marked(element)) return
        const match = knownText.exec(alike.reduce((rest, name) => rest.replaceAll(name, ' '), text))
        if (match) found.push({ text, where: `${where} "${match[0]}"` })
        else if (!unmarked || element?.closest('bdi:not([lang])')) return
        else if (foreignLetter.test(text) && !nativeLetter.test(text) && !universalText.test(text))
          found.push({ text, where: `${where} (unmarked)` })
      }
      const hidden = (element: Element) => element.closest('script, style, template, noscript, [hidden], #icon-sprite')
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        if (parent && !hidden(parent)) check(node.textContent ?? '', `<${parent.tagName.toLowerCase()}>`, parent)
      }
      // The attributes read out or shown as words (an input button's value, not a <button>'s); the other aria-* name
      // elements by id or state a token.
      const wordAttributes = new Set([
        ...['label', 'roledescription', 'valuetext', 'description', 'placeholder', 'braillelabel'].map(
          (a) => `aria-${a}`,
        ),
        'aria-brailleroledescription',
        'alt',
        'title',
        'placeholder',
      ])
      for (const element of document.querySelectorAll('*')) {
        if (hidden(element)) continue
        const tag = element.tagName.toLowerCase()
        for (const { name, value } of element.attributes)
          if (
            wordAttributes.has(name) ||
            (name === 'value' && element.matches('input[type=submit], input[type=button], input[type=reset]'))
          )
            check(value, `<${tag} ${name}>`, element)
        for (const pseudo of ['::before', '::after']) {
          const content = getComputedStyle(element, pseudo).content
          if (!content || content === 'none' || content === 'normal') continue
          // As drawn: each attr() is the element's attribute, each quoted string its text.
          const drawn = content
            .replace(/attr\(([\w-]+)\)/g, (_, name: string) => element.getAttribute(name) ?? '')
            .replace(/"((?:[^"\\]|\\.)*)"/g, '$1')
          check(drawn, `<${tag}>${pseudo}`, element)
        }
      }
      check(document.title.split(' | ')[0] ?? '', '<title>', null, false)
      for (const meta of document.head.querySelectorAll('meta[name="description"], meta[property^="og:"]'))
        if (/description|title/.test(meta.getAttribute('name') ?? meta.getAttribute('property') ?? ''))
          check(
            meta.getAttribute('content') ?? '',
            `<meta ${meta.getAttribute('name') ?? meta.getAttribute('property')}>`,
            null,
            false,
          )
      return found
    },
    { ...edition, alike: WRITTEN_ALIKE },
  )
}
