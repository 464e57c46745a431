import type { Catalogue } from '../../catalogue-shape'

export const search = {
  title: 'البحث',
  titleFor: (term: string) => `البحث: ${term}`,
  description: 'ابحث في برامج رحلاتنا وجولاتنا وملاعب الغولف والرحلات اليومية والفنادق.',
  seeAll: 'عرض الكل',
  guidance:
    'اكتب اسم برنامج رحلة أو جولة أو ملعب غولف أو رحلة يومية أو فندق في مربع البحث أعلاه، أو تصفّح كل ما نقدّمه أدناه.',
  noMatch:
    'نرجو البحث باسم برنامج الرحلة أو الجولة أو ملعب الغولف أو الرحلة اليومية أو الفندق. وإلا فإن ما تبحث عنه ' +
    'غير متوفر حتى اليوم.',
  forTermBefore: ' عن «',
  forTermAfter: '»',
} satisfies Catalogue['search']
