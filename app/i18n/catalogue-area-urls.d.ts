/**
 * Each catalogue area's script, by `lang/area`, in a build; `null` in development
 * (app/i18n/catalogue-area-urls.plugin.ts).
 */
declare module 'virtual:catalogue-area-urls' {
  const urls: Readonly<Record<string, string>> | null
  export default urls
}
