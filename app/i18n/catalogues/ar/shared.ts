import type { Catalogue } from '../../catalogue-shape'
import { counted } from './counting'

const REVIEWS = { one: 'مراجعة واحدة', two: 'مراجعتين', few: '# مراجعات', many: '# مراجعة', other: '# مراجعة' }

export const shared = {
  categories: {
    Itineraries: 'برامج الرحلات',
    Circuits: 'الجولات',
    'Golf Courses': 'ملاعب الغولف',
    Hotels: 'الفنادق',
    Excursions: 'الرحلات اليومية',
  },
  productUnavailable: 'بيانات هذا العرض غير متاحة',
  perPerson: 'للشخص الواحد',
  rated: (rating: string) => `التقييم ${rating} من 5`,
  ratedFrom: (average: string, count: number) => `التقييم ${average} من 5 من ${counted(count, REVIEWS)}`,
  addToCart: 'أضف إلى السلة',
  pages: 'الصفحات',
  previous: 'السابق',
  next: 'التالي',
  pageLink: (n: number) => `الصفحة ${n}`,
  pageOf: (page: number, pages: number) => `الصفحة ${page} من ${pages}`,
  ratesOf: (date: string) => `بأسعار صرف ${date}`,
  socialLabels: {
    facebook: 'فيسبوك',
    twitter: 'تويتر',
    instagram: 'إنستغرام',
    linkedin: 'لينكدإن',
  },
} satisfies Catalogue['shared']
