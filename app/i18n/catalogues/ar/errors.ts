import type { Catalogue } from '../../catalogue-shape'

export const errors = {
  unexpectedTitle: 'حدث خطأ غير متوقع!',
  unknownError: 'خطأ غير معروف',
  backHome: 'العودة إلى الصفحة الرئيسية',
  unavailableTitle: 'الخدمة غير متاحة مؤقتاً',
  unavailableMessage: 'يتعذر علينا الوصول إلى المحتوى في الوقت الحالي. يرجى المحاولة مجدداً بعد دقيقة.',
  notFoundTitle: 'الصفحة غير موجودة',
  notFoundMessage: 'لم نتمكن من العثور على هذه الصفحة. ربما نُقلت، أو أن الرابط مكتوب بشكل غير صحيح.',
  notFoundDescription: 'لم نتمكن من العثور على هذه الصفحة. تصفّح برامجنا للغولف والسفاري من الصفحة الرئيسية.',
} satisfies Catalogue['errors']
