import type { Catalogue } from '../../catalogue-shape'

export const common = {
  skipToContent: 'انتقل إلى المحتوى',
  loadingPage: 'جارٍ تحميل الصفحة',
  switchLanguage: 'English',
  switchLanguageLabel: 'Read this page in English (الإنجليزية)',
  opensInNewTab: (name: string) => `${name} (يفتح في علامة تبويب جديدة)`,
} satisfies Catalogue['common']
