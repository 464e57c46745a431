import type { Catalogue } from '../../catalogue-shape'
import { counted } from './counting'

const REVIEWS = { one: 'مراجعة واحدة', two: 'مراجعتان', few: '# مراجعات', many: '# مراجعة', other: '# مراجعة' }
const STARS = { one: 'نجمة واحدة', two: 'نجمتان', few: '# نجوم', many: '# نجمة', other: '# نجمة' }

export const hotel = {
  title: 'فندق فاخر',
  description: 'فندق فاخر ضمن برامجنا للغولف والسفاري.',
  notAvailable: 'الفندق غير متاح.',
  eyebrow: 'فندق فاخر',
  onThisPage: 'في هذه الصفحة',
  hotelDetails: 'تفاصيل الفندق',
  specifications: 'المواصفات',
  customerFeedback: 'آراء النزلاء',
  book: 'احجز هذا الفندق',
  perNight: 'لليلة الواحدة',
  outOf5: (reviews: number) => `من 5 · ${counted(reviews, REVIEWS)}`,
  reviews: (reviews: number) => counted(reviews, REVIEWS),
  addToTourCart: 'أضف إلى سلة الرحلات',
  viewAllReviews: 'اطّلع على جميع المراجعات',
  chat: 'محادثة',
  keyFeatures: 'أبرز المزايا',
  packageDetails: 'تفاصيل الباقة',
  generalSpecifications: 'مواصفات عامة',
  ratingsByStars: 'التقييمات حسب عدد النجوم',
  stars: (star: number) => counted(star, STARS),
  starsShare: (star: number, percentage: number) => `${counted(star, STARS)}: ${percentage}%`,
  location: 'الموقع',
  photosOf: (name: string) => `صور ${name}`,
  previousPhoto: 'الصورة السابقة',
  nextPhoto: 'الصورة التالية',
  showPhoto: (n: number, alt: string) => `اعرض الصورة ${n}: ${alt}`,
  mapShowing: (place: string) => `خريطة تُظهر ${place}`,
  openMap: 'افتح الخريطة في علامة تبويب جديدة',
} satisfies Catalogue['hotel']
