/**
 * The browser's own time zone, as it reports it ('' where it reports none), for the accept form (decision 067). It
 * writes nothing: the server formats every time. Kept out of app/i18n/format.ts, which ships with every page's
 * root chunk, so that only the proposal page carries it.
 */
export const visitorTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone ?? ''
