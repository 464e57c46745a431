/** Words every page's frame uses: the skip link, the language switch, loading. */
export const common = {
  skipToContent: 'Skip to content',
  loadingPage: 'Loading page',
  /** The language switch names the other edition in its own language, so its readers find it. */
  switchLanguage: 'العربية',
  switchLanguageLabel: 'اقرأ هذه الصفحة بالعربية (Arabic)',
  opensInNewTab: (name: string) => `${name} (opens in a new tab)`,
} as const
