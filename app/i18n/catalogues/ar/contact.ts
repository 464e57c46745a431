import type { Catalogue } from '../../catalogue'

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
} satisfies Catalogue['contact']
