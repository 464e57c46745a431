import type { Catalogue } from '../../catalogue-shape'

/** What the visitor typed, kept in its own direction inside the Arabic sentence (first strong isolate). */
const isolated = (text: string) => `\u2068${text}\u2069`

export const errors = {
  unexpectedTitle: 'حدث خطأ غير متوقع!',
  unknownError: 'خطأ غير معروف',
  backHome: 'العودة إلى الصفحة الرئيسية',
  unavailableTitle: 'الخدمة غير متاحة مؤقتاً',
  unavailableMessage: 'يتعذر علينا الوصول إلى المحتوى في الوقت الحالي. يرجى المحاولة مجدداً بعد دقيقة.',
  notFoundTitle: 'الصفحة غير موجودة',
  notFoundMessage: 'لم نتمكن من العثور على هذه الصفحة. ربما نُقلت، أو أن الرابط مكتوب بشكل غير صحيح.',
  notFoundDescription: 'لم نتمكن من العثور على هذه الصفحة. تصفّح برامجنا للغولف والسفاري من الصفحة الرئيسية.',
  notAPageNumber: (raw: string) => `«${isolated(raw)}» ليس رقم صفحة.`,
  // "The number of the search's pages is N": no noun to agree with the count.
  noSuchSearchPage: (page: number, pages: number) => `لا توجد صفحة ${page}؛ عدد صفحات نتائج البحث ${pages}.`,
  noSuchListingPage: (page: number, category: string, pages: number, filtered: boolean) =>
    `لا توجد صفحة ${page}؛ عدد صفحات ${isolated(category)} ${pages}${filtered ? ' مع عوامل التصفية هذه' : ''}.`,
  firstResultsPage: 'الانتقال إلى الصفحة الأولى من النتائج',
  firstListingPage: (category: string) => `الانتقال إلى الصفحة 1 من ${isolated(category)}`,
  noItinerary: 'لا يوجد برنامج رحلة أو عنصر في الكتالوج بهذا الاسم.',
  noSpecialist: 'لا يوجد أحد في فريقنا بهذا العنوان.',
  meetTheTeam: 'تعرّف على فريقنا',
  noSuchSpecialistPage: (page: number, name: string, pages: number) =>
    `لا توجد صفحة ${page}؛ عدد صفحات رحلات ${isolated(name)} ${pages}.`,
  firstSpecialistPage: (name: string) => `الانتقال إلى الصفحة الأولى من رحلات ${isolated(name)}`,
} satisfies Catalogue['errors']
