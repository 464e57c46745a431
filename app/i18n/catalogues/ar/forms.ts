import type { Catalogue } from '../../catalogue-shape'

/** "It holds an invisible control character, which copying and pasting can bring in." */
const CONTROL_CHARACTER = 'فيه حرف تحكّم غير مرئي، وقد يأتي مع النسخ واللصق.'

export const forms = {
  fieldNames: {
    FirstName: 'اسمك الأول',
    LastName: 'اسم عائلتك',
    Email: 'بريدك الإلكتروني',
    PhoneNumber: 'رقم هاتفك',
    message: 'رسالتك',
  },
  required: (field: string) => `يُرجى إدخال ${field}.`,
  // "The most is N characters" keeps the count out of Arabic's number agreement.
  tooLong: (field: string, max: number) => `يُرجى اختصار ${field}: الحد الأقصى لعدد الأحرف ${max}.`,
  formatProblems: {
    Email: 'يُرجى إدخال بريد إلكتروني صحيح، مثل name@example.com.',
    PhoneNumber: 'يُرجى إدخال رقم هاتف بالأرقام والمسافات والرموز + ( ) . - فقط.',
  },
  messageSent: 'تم إرسال رسالتك بنجاح!',
  messageFailed: 'تعذّر إرسال الرسالة، يُرجى المحاولة مرة أخرى.',
  rateLimited:
    'أرسلت عدة استفسارات خلال وقت قصير، لذا لم يُرسَل هذا الاستفسار. يُرجى المحاولة لاحقًا، أو الاتصال بنا ' +
    'أو مراسلتنا عبر البريد الإلكتروني.',
  nothingSent: 'لم يُرسَل شيء.',
  controlCharacters: (field: string) => `يُرجى كتابة ${field} من جديد: ${CONTROL_CHARACTER}`,
  hiddenControlCharacters:
    'وصل جزء من النموذج لم تكتب فيه تالفًا، لذا لم يُرسَل شيء. يُرجى الإرسال مرة أخرى: ما كتبته محفوظ.',
  missingPublicKey: 'المفتاح العام مطلوب.',
  missingServiceId: 'معرّف الخدمة مطلوب.',
  missingTemplateId: 'معرّف القالب مطلوب.',
  subscribeTitle: 'الاشتراك',
  subscribeDescription: 'برامج موسمية للغولف والسفاري تصلك عبر البريد الإلكتروني بضع مرات في السنة.',
  backHome: 'العودة إلى الصفحة الرئيسية',
  subscribed: 'شكرًا لاشتراكك! ستصلك برامجنا الموسمية بضع مرات في السنة.',
  alreadySubscribed: 'أنت مشترك بالفعل بهذا البريد الإلكتروني. شكرًا لك!',
  subscriptionRateLimited: 'وصلتنا عدة طلبات اشتراك من اتصالك خلال وقت قصير. يُرجى المحاولة لاحقًا.',
  subscriptionFailed: 'تعذّر تسجيل اشتراكك الآن. يُرجى المحاولة بعد قليل.',
  emailRequired: 'يُرجى إدخال بريدك الإلكتروني.',
  emailTooLong: (max: number) => `لا يتجاوز البريد الإلكتروني ${max} حرفًا.`,
  emailInvalid: 'يُرجى إدخال بريد إلكتروني صحيح، مثل name@example.com.',
  constraints: {
    numberBetween: (min: string, max: string) => `يُرجى إدخال رقم من ${min} إلى ${max}.`,
    numberFrom: (min: string) => `يُرجى إدخال ${min} أو أكثر.`,
    numberUpTo: (max: string) => `يُرجى إدخال ${max} أو أقل.`,
    wholeNumber: 'يُرجى إدخال عدد صحيح.',
    number: 'يُرجى إدخال رقم.',
    dateFrom: (date: string) => `يُرجى اختيار ${date} أو ما بعده.`,
    date: 'يُرجى إدخال تاريخ.',
    missing: 'يُرجى ملء هذا الحقل.',
    other: 'يُرجى التحقق من هذه القيمة.',
  },
} satisfies Catalogue['forms']
