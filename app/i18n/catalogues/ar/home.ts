import type { Catalogue } from '../../catalogue-shape'

export const home = {
  metaTitle: 'سافانا لينكس للغولف والسفاري',
  metaDescription: 'رحلات فاخرة للغولف والسفاري انطلاقًا من كينيا.',
  jumpToCategory: 'انتقل إلى فئة',
  browseByCategory: 'تصفّح حسب الفئة',
  talkToUs: 'تواصل معنا',
  seeAll: 'عرض الكل',
  seeAllLabel: (heading: string) => `عرض كل ${heading}`,
  chatLabel: 'تحدّث معنا عن برامج الرحلات (يفتح في علامة تبويب جديدة)',
  ourPartners: 'شركاؤنا',
  licence: 'منظّم رحلات مرخّص · رقم ترخيص السياحة',
  tags: 'الوسوم',
  videoLabel: 'فيديو لأبرز لحظات سافانا لينكس',
} satisfies Catalogue['home']
