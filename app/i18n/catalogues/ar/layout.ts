import type { Catalogue } from '../../catalogue-shape'

export const layout = {
  // The brand keeps its Latin name in every edition, as every page's title ends with it (pageMeta's siteName).
  siteTitle: 'Savanna Links Golf & Safari',
  siteDescription: 'رحلات فاخرة للغولف والسفاري انطلاقاً من كينيا.',
  brandMark: 'SL',
  searchLabel: 'ابحث في الكتالوج',
  searchPlaceholder: 'ابحث في البرامج والجولات وملاعب الغولف والفنادق والرحلات',
  searchButton: 'بحث',
  accountNav: 'الحساب وسلة الرحلات',
  help: 'المساعدة',
  search: 'البحث',
  login: 'تسجيل الدخول',
  signOut: 'تسجيل الخروج',
  // The name holds the count the link shows (WCAG 2.5.3): "لا توجد عناصر" and "عنصر واحد" say it in words only.
  cartLabel: (count: number) => {
    const items = arabicItems(count)
    return `سلة الرحلات، ${items.includes(String(count)) ? items : `${items} (${count})`}`
  },
  categoriesNav: 'الفئات',
  categories: {
    Itineraries: 'البرامج',
    Circuits: 'الجولات',
    'Golf Courses': 'ملاعب الغولف',
    Hotels: 'الفنادق',
    Excursions: 'الرحلات',
  },
  usefulLinks: 'روابط مفيدة',
  home: 'الرئيسية',
  terms: 'الشروط والأحكام',
  privacy: 'الخصوصية',
  contact: 'اتصل بنا',
  allRightsReserved: 'جميع الحقوق محفوظة.',
  currency: 'العملة',
  currencyNames: {
    USD: 'الدولار الأمريكي',
    KES: 'الشلن الكيني',
    AED: 'الدرهم الإماراتي',
    EUR: 'اليورو',
    GBP: 'الجنيه الإسترليني',
  },
  subscribe: 'اشترك',
  subscribing: 'جارٍ الاشتراك…',
  emailAddress: 'عنوان البريد الإلكتروني',
  emailPlaceholder: 'بريدك الإلكتروني',
} satisfies Catalogue['layout']

/** "3 عناصر": Arabic counts agree with the noun in six ways (Intl.PluralRules categories). */
function arabicItems(count: number): string {
  switch (new Intl.PluralRules('ar').select(count)) {
    case 'zero':
      return 'لا توجد عناصر'
    case 'one':
      return 'عنصر واحد'
    case 'two':
      return 'عنصران'
    case 'few':
      return `${count} عناصر`
    case 'many':
      return `${count} عنصراً`
    default:
      return `${count} عنصر`
  }
}
