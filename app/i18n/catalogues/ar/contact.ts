import type { Catalogue } from '../../catalogue-shape'
import { counted } from './counting'

const ADULTS = { one: 'شخص بالغ واحد', two: 'شخصين بالغين', few: '# بالغين', many: '# بالغًا', other: '# بالغ' }
const CHILDREN = { one: 'طفل واحد', two: 'طفلين', few: '# أطفال', many: '# طفلًا', other: '# طفل' }

export const contact = {
  title: 'تواصل مع مستشار رحلاتنا',
  description: 'أرسل إلينا استفسارك: يردّ مستشارونا في نيروبي ودبي والولايات المتحدة خلال يوم عمل واحد.',
  otherWays: 'طرق أخرى للتواصل معنا',
  talkToUs: 'تحدّث إلينا',
  firstName: 'الاسم الأول',
  lastName: 'اسم العائلة',
  email: 'البريد الإلكتروني',
  phone: 'رقم الهاتف',
  message: 'الرسالة',
  notSentYet: 'لم تُرسَل رسالتك بعد. يُرجى مراجعة ما يلي:',
  nothingLost: 'لم يضِع شيء مما كتبته.',
  callInstead: 'لم تُرسَل رسالتك، ولم يضِع شيء مما كتبته. يُرجى الاتصال بنا أو مراسلتنا عبر البريد الإلكتروني.',
  sending: 'جارٍ الإرسال…',
  send: 'أرسل الرسالة',
  tripEnquiry: (trip: string) => `مرحبًا، أودّ الاستفسار عن ${trip}. يُرجى إرسال المواعيد المتاحة والخطوات التالية.`,
  departureRequest: (
    trip: string,
    starts: string,
    ends: string,
    adults: number,
    children: number,
    price: string | null,
  ) => {
    const travellers = children ? `${counted(adults, ADULTS)} و${counted(children, CHILDREN)}` : counted(adults, ADULTS)
    const priced = price === null ? 'على أن يُحدَّد السعر عند الطلب' : `بسعر ${price} للشخص الواحد`
    return (
      `مرحبًا، أودّ حجز ${trip} بموعد انطلاق ${starts} وعودة ${ends}، ` +
      `لعدد ${travellers}، ${priced}. يُرجى تأكيد التوفر والخطوات التالية.`
    )
  },
  waitingListRequest: (trip: string, starts: string, ends: string) =>
    `مرحبًا، أودّ الانضمام إلى قائمة الانتظار لـ${trip} بموعد انطلاق ${starts} وعودة ${ends}. ` +
    'يُرجى إعلامي إن توفّرت أماكن.',
  enquiryGoesTo: (name: string, office: string | null) =>
    office ? `يصل استفساركم إلى ${name} في ${office}.` : `يصل استفساركم إلى ${name}.`,
  unknownSpecialist: 'لم يعد المستشار الذي وُجّه إليه هذا الاستفسار ضمن فريقنا. أرسلوه مجددًا وسيردّ عليكم فريقنا.',
} satisfies Catalogue['contact']
