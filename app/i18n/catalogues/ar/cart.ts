import type { Catalogue } from '../../catalogue-shape'
import { counted } from './counting'

const ITEMS = { one: 'عنصر واحد', two: 'عنصران', few: '# عناصر', many: '# عنصرًا', other: '# عنصر' }

export const cart = {
  title: 'سلة التسوق',
  description: 'الرحلات التي اخترتها، جاهزة لإرسالها إلى مستشارينا.',
  loading: 'جارٍ تحميل سلتك…',
  empty: 'سلتك فارغة',
  addAnItem: 'أضف عنصرًا إلى سلتك',
  perPerson: (price: string) => `${price} للشخص الواحد`,
  priceOnRequest: 'السعر عند الطلب',
  remove: (title: string) => `إزالة ${title}`,
  removeButton: 'إزالة',
  subtotalLabel: 'المجموع الفرعي',
  subtotal: (count: number) => `المجموع الفرعي (${counted(count, ITEMS)}):`,
  containsGift: 'تتضمن هذه الباقة هدية',
  proceed: 'تابع إلى الدفع',
  purchased: 'تم الشراء',
  traveller: 'عزيزنا المسافر',
  thankYou: (name: string) => `شكرًا لك، ${name}! باقتك السياحية محجوزة في سلتك.`,
  toConfirm: 'لتأكيد المواعيد والدفع، أرسلها إلى مستشارينا كاستفسار: يردّون خلال يوم عمل واحد.',
  sendAsEnquiry: 'أرسلها كاستفسار',
  close: 'إغلاق',
  enquiryOpening: 'مرحبًا، أودّ حجز الرحلات الموجودة في سلتي:',
  enquiryLine: (n: number, title: string, price: string | null) =>
    `${n}. ${title}: ${price === null ? 'السعر عند الطلب' : `${price} للشخص الواحد`}`,
  enquirySubtotal: (count: number, total: string) => `المجموع الفرعي (${counted(count, ITEMS)}): ${total}`,
  enquiryGift: 'تتضمن هذه الباقة السياحية هدية.',
  enquiryNoGift: 'لا تتضمن هذه الباقة السياحية هدية.',
} satisfies Catalogue['cart']
