import type { Catalogue } from '../../catalogue-shape'
import { counted } from './counting'

const REVIEWS = { one: 'مراجعة واحدة', two: 'مراجعتين', few: '# مراجعات', many: '# مراجعة', other: '# مراجعة' }
const STARS = { one: 'نجمة واحدة', two: 'نجمتان', few: '# نجوم', many: '# نجمة', other: '# نجمة' }
/** "It holds an invisible control character, which copying and pasting can bring in." */
const CONTROL_CHARACTER = 'فيه حرف تحكّم غير مرئي، وقد يأتي مع النسخ واللصق.'

export const reviews = {
  sectionTitle: 'آراء المسافرين',
  pageTitle: (trip: string) => `مراجعات ${trip}`,
  pageDescription: (trip: string) => `ما يقوله المسافرون عن ${trip} وكيف قيّموها.`,
  notFound: 'لا توجد رحلة على هذا العنوان لمراجعتها.',
  notFoundTitle: 'لم نعثر على الرحلة',
  noSuchPage: (page: string) => `لا توجد صفحة ${page} من هذه المراجعات.`,
  firstPage: (trip: string) => `انتقل إلى الصفحة الأولى من مراجعات ${trip}`,
  backToTrip: (trip: string) => `العودة إلى ${trip}`,
  score: (average: string) => `${average} من 5`,
  basedOn: (count: number) => `من ${counted(count, REVIEWS)}`,
  ratingsByStars: 'تقييمات العملاء',
  stars: (star: number) => counted(star, STARS),
  starsShare: (star: number, percentage: number) => `${counted(star, STARS)}: ${percentage}%`,
  noReviews: 'لا توجد مراجعات بعد. هل سافرت معنا؟ كن أول من يكتب مراجعة.',
  latest: 'أحدث المراجعات',
  viewAll: 'عرض جميع المراجعات',
  filterLabel: 'عرض المراجعات ذات',
  allStars: (count: number) => `الكل (${count})`,
  starsFilter: (star: number, count: number) => `${counted(star, STARS)} (${count})`,
  noneWithStars: (star: number) => `لا توجد مراجعات بتقييم ${counted(star, STARS)}.`,
  showing: (first: number, last: number, total: number) => `المراجعات من ${first} إلى ${last} من أصل ${total}`,
  travelled: (month: string) => `سافر في ${month}`,
  verified: 'رحلة موثّقة',
  reply: 'رد سافانا لينكس',
  writeReview: 'اكتب مراجعة',
  formIntro: 'أخبر المسافرين الآخرين عن رحلتك. يقرأ فريقنا كل مراجعة قبل نشرها على الموقع.',
  labels: {
    firstName: 'الاسم الأول',
    country: 'البلد',
    travelledIn: 'شهر السفر',
    rating: 'تقييمك',
    title: 'العنوان',
    text: 'مراجعتك',
  },
  monthHint: 'السنة والشهر، مثل 2026-03.',
  ratingOption: (star: number) => counted(star, STARS),
  fieldNames: {
    firstName: 'اسمك الأول',
    country: 'بلدك',
    travelledIn: 'شهر سفرك',
    rating: 'تقييمك',
    title: 'العنوان',
    text: 'مراجعتك',
  },
  required: {
    firstName: 'يُرجى إدخال اسمك الأول.',
    country: 'يُرجى إدخال بلدك.',
    travelledIn: 'يُرجى إدخال الشهر الذي سافرت فيه.',
    rating: 'يُرجى اختيار تقييم من نجمة واحدة إلى 5 نجوم.',
    title: 'يُرجى إعطاء مراجعتك عنوانًا.',
    text: 'يُرجى كتابة مراجعتك.',
  },
  tooLong: (field: string, max: number) => `يُرجى اختصار ${field} إلى ${max} حرفًا.`,
  monthFormat: 'يُرجى كتابة شهر السفر بالسنة والشهر، مثل 2026-03.',
  monthRange: 'يُرجى اختيار شهر سافرت فيه بالفعل (ابتداءً من يناير 2015).',
  textTooShort: (min: number) => `يُرجى كتابة ${min} حرفًا على الأقل عن رحلتك.`,
  fixProblems: 'لم تُرسل مراجعتك. يُرجى مراجعة الحقول المشار إليها أدناه.',
  submit: 'أرسل المراجعة',
  sent: 'شكرًا لك! أُرسلت مراجعتك، وستظهر على الموقع بعد أن يقرأها فريقنا.',
  failed: 'تعذّر إرسال مراجعتك الآن. لم يضع شيء مما كتبت: يُرجى المحاولة بعد قليل.',
  rateLimited: 'وصلت عدة مراجعات من اتصالك خلال وقت قصير، لذا لم تُرسل هذه. يُرجى المحاولة لاحقًا.',
  rejected: (reason: string) => `${reason} لم تُرسل مراجعتك.`,
  controlCharacters: (field: string) => `يُرجى كتابة ${field} من جديد: ${CONTROL_CHARACTER}`,
  tooManyWaiting:
    'شكرًا لك على الكتابة! لدينا الآن مراجعات كثيرة تنتظر القراءة، لذا لم نتمكن من استلام مراجعتك اليوم. ' +
    'يُرجى إرسالها مرة أخرى غدًا؛ مراجعتك ما زالت في النموذج أدناه.',
} satisfies Catalogue['reviews']
