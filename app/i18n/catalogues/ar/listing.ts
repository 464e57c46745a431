import type { Catalogue } from '../../catalogue-shape'

const RESULTS = new Intl.PluralRules('ar')

/**
 * The reasons app/logic/trip-filters.ts and travel-window.ts give for a value they could not use are English
 * sentences (their tests hold them); the fixed ones are translated here, the others by their pattern, and an
 * unknown one is kept as it is rather than lost.
 */
const REASONS: Record<string, string> = {
  'not a country we offer': 'ليست دولة نقدّم رحلات إليها',
  'not an activity we offer': 'ليس نشاطًا نقدّمه',
  'not an order this page offers': 'ليس ترتيبًا متاحًا في هذه الصفحة',
  'not a filter this page offers': 'ليس عامل تصفية متاحًا في هذه الصفحة',
  'given more than once; the first is used': 'ورد أكثر من مرة؛ اعتُمدت القيمة الأولى',
  'not a whole number of days': 'ليس عددًا صحيحًا من الأيام',
  'not a whole number of US dollars': 'ليس مبلغًا صحيحًا بالدولار الأمريكي',
  'not a month written YYYY-MM': 'ليس شهرًا بالصيغة YYYY-MM',
  'a month already past': 'شهر قد انقضى',
  'not a date written YYYY-MM-DD': 'ليس تاريخًا بالصيغة YYYY-MM-DD',
  'a day already past': 'يوم قد انقضى',
  'a travel month was chosen, so this date was not used': 'اختير شهر للسفر، فلم يُستخدم هذا التاريخ',
}

function reasonInArabic(reason: string): string {
  const fixed = REASONS[reason]
  if (fixed) return fixed
  const outside = /^outside (\S+) to (\S+) (days|US dollars)$/.exec(reason)
  if (outside)
    return `خارج النطاق من ${outside[1]} إلى ${outside[2]} ${outside[3] === 'days' ? 'يومًا' : 'دولار أمريكي'}`
  const after = /^after the last day asked for \((.+)\), so no dates were used$/.exec(reason)
  if (after) return `بعد آخر يوم مطلوب (${after[1]})، لذا لم تُستخدم أي تواريخ`
  const before = /^before the first day asked for \((.+)\), so no dates were used$/.exec(reason)
  if (before) return `قبل أول يوم مطلوب (${before[1]})، لذا لم تُستخدم أي تواريخ`
  return reason
}

export const listing = {
  metaTitle: (category: string, filtered: boolean, page: number) =>
    `${category}${filtered ? ' (نتائج مصفّاة)' : ''}${page > 1 ? ` (الصفحة ${page})` : ''}`,
  metaDescription: (category: string) =>
    `تصفّح ${category}: رحلات فاخرة للغولف والسفاري ` + 'في كينيا ورواندا وزنجبار ودبي.',
  noCategory: (slug: string) => `لا توجد فئة باسم «${slug}».`,
  askToPlan: 'اطلب منّا تخطيط هذه الرحلة',
  noMatch: (category: string) =>
    `لا توجد نتائج في ${category} تطابق عوامل التصفية هذه. جرّب عددًا أقل منها، أو امسحها جميعًا.`,
  results: (count: number) => {
    switch (RESULTS.select(count)) {
      case 'zero':
        return 'لا توجد نتائج'
      case 'one':
        return 'نتيجة واحدة'
      case 'two':
        return 'نتيجتان'
      case 'few':
        return `${count} نتائج`
      default:
        return `${count} نتيجة`
    }
  },
  clearAll: 'مسح الكل',
  ignoredIntro: 'تعذّر علينا استخدام جزء من هذا العنوان، لذا استُبعد ما يلي:',
  ignoredLine: (name: string, value: string, reason: string) => `${name} «${value}» (${reasonInArabic(reason)})`,
  ignoredMore: (count: number) => `و${count} غيرها`,
  noDeparture: (when: string) => `لا توجد رحلة تطابق عوامل التصفية هذه تنطلق ${when}.`,
  nearestDepartures: 'أقرب مواعيد الانطلاق:',
  seeTripsDeparting: (month: string) => `اطّلع على الرحلات المنطلقة في ${month}`,
  noneOnSale: 'لا يتوفر لأيٍّ منها موعد انطلاق متاح للحجز بعد: جرّب عوامل تصفية أقل، أو اطلب منّا تخطيط الرحلة.',
  travelDates: {
    inMonth: (month: string) => `في ${month}`,
    onDay: (day: string) => `في ${day}`,
    between: (from: string, to: string) => `بين ${from} و${to}`,
    fromDay: (day: string) => `ابتداءً من ${day}`,
    byDay: (day: string) => `في موعد أقصاه ${day}`,
  },
  filters: {
    label: 'التصفية والترتيب',
    country: 'الدولة (أيٌّ منها)',
    activity: 'الأنشطة (جميعها)',
    duration: 'المدة (بالأيام)',
    price: 'السعر للشخص (بالدولار الأمريكي)',
    priceNote: 'تظهر دائمًا الرحلات التي يُحدَّد سعرها عند الطلب.',
    from: 'من',
    to: 'إلى',
    sortBy: 'ترتيب حسب',
    apply: 'تطبيق',
    travelDates: 'تواريخ السفر',
    travelMonth: 'شهر السفر',
    anyMonth: 'أي شهر',
    departingFrom: 'الانطلاق من',
    departingTo: 'إلى',
    datesNote: 'رحلات لها موعد انطلاق يمكنك حجزه أو طلبه في تلك الفترة.',
  },
  sorts: {
    recommended: 'الموصى بها',
    price: 'السعر: الأقل أولًا',
    duration: 'المدة: الأقصر أولًا',
  },
  countries: {
    kenya: 'كينيا',
    tanzania: 'تنزانيا (بما فيها زنجبار)',
    uganda: 'أوغندا',
    rwanda: 'رواندا',
    uae: 'الإمارات العربية المتحدة',
  },
  activities: {
    golf: 'الغولف',
    safari: 'السفاري',
    beach: 'الشاطئ',
    culture: 'الثقافة',
    wellness: 'العافية والاسترخاء',
  },
} satisfies Catalogue['listing']
