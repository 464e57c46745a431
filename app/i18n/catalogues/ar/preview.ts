import type { Catalogue } from '../../catalogue-shape'

export const preview = {
  label: 'وضع المعاينة',
  title: 'وضع المعاينة:',
  text: ' تشاهد مسودات غير منشورة.',
  more: ' يرى الزوار الموقع المنشور.',
  exitPreview: 'الخروج من المعاينة',
} satisfies Catalogue['preview']
