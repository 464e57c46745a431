import {
  type LinkProps,
  type NavLinkProps,
  Link as RemixLink,
  NavLink as RemixNavLink,
  useMatches,
} from '@remix-run/react'
import { forwardRef, useMemo } from 'react'
import { type Lang, type Language, languageById } from '#shared/languages'
import { type Catalogue, catalogueFor } from './catalogue'
import { type TextLangProps, textLangProps } from './content-lang'
import { formatDate, formatMoney, formatMonth, formatNumber } from './format'
import { languageOfMatches } from './page-language'
import { localePath } from './paths'

/** The edition of the page being shown, as its request resolved it (the root loader's `lang`). */
export function useLang(): Lang {
  return languageOfMatches(useMatches())
}

export function useLanguage(): Language {
  return languageById(useLang())
}

/** The interface's words in the page's language. */
export function useT(): Catalogue {
  return catalogueFor(useLang())
}

/** Puts a site path in the page's edition: `/itineraries` on an Arabic page is `/ar/itineraries`. */
export function useLocalePath(): (to: string) => string {
  const lang = useLang()
  return useMemo(() => (to: string) => localePath(to, lang), [lang])
}

/** Dates, numbers and money written the page's language's way (Western digits in Arabic: decision 042). */
export function useFormat() {
  const { intlLocale, moneyLocale } = useLanguage()
  return useMemo(
    () => ({
      date: (isoDate: string) => formatDate(isoDate, intlLocale),
      month: (month: string) => formatMonth(month, intlLocale),
      number: (value: number) => formatNumber(value, moneyLocale),
      money: (amount: number, currency?: string) => formatMoney(amount, currency, moneyLocale),
    }),
    [intlLocale, moneyLocale],
  )
}

/** Remix's Link, kept in the page's edition: a string `to` that is a site path gains the edition's prefix. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  const lang = useLang()
  return <RemixLink ref={ref} to={typeof to === 'string' ? localePath(to, lang) : to} {...props} />
})

/** Remix's NavLink, kept in the page's edition like `Link`. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...props }, ref) {
  const lang = useLang()
  return <RemixNavLink ref={ref} to={typeof to === 'string' ? localePath(to, lang) : to} {...props} />
})

/**
 * Props for an element showing a content text: `lang="en" dir="auto"` when the page is Arabic and the text is
 * still English (app/i18n/content-lang.ts). `<h1 {...textLang(name)}>{name}</h1>`.
 */
export function useTextLang(): (text: string | null | undefined) => TextLangProps {
  const lang = useLang()
  return useMemo(() => (text: string | null | undefined) => textLangProps(text, lang), [lang])
}
