import type { Catalogue } from '../../catalogue-shape'

/** The proposal e-mail in Arabic (see catalogues/en/proposalMail.ts). */
export const proposalMail = {
  subject: (title: string) => `عرضك: ${title}`,
  greeting: (firstName: string) => `عزيزي/عزيزتي ${firstName}،`,
  lead: (specialist: string) => `أعدّ ${specialist} عرضًا لرحلتك، وهو هنا لك وحدك:`,
  leadNoSpecialist: 'أعددنا عرضًا لرحلتك، وهو هنا لك وحدك:',
  keepPrivate: 'هذا الرابط خاص: يستطيع كل من يملكه فتح العرض، فلا ترسله إلا إلى مرافقيك في الرحلة.',
  heldSubject: (title: string) => `أماكنك محجوزة: ${title}`,
  heldLead: (until: string) => `أماكنك محجوزة حتى ${until} بتوقيت نيروبي.`,
  heldYours: (until: string, zone: string) => `أي ${until} بتوقيتك المحلي (${zone}).`,
  deposit: (amount: string) => `تؤكَّد الأماكن بدفعة مقدمة قدرها ${amount}، تُستحق حين تنتهي مدة الحجز.`,
  balance: (amount: string, date: string) => `ويُستحق المبلغ المتبقي وقدره ${amount} قبل ${date}.`,
  payOnline: (link: string) => `ادفع الدفعة المقدمة عبر الإنترنت: ${link}`,
  payByBank: 'الدفع بالتحويل المصرفي:',
  payAsked: 'سيخبرك مستشار رحلتك بطريقة الدفع.',
  openProposal: 'عرضك، وفيه كل ذلك:',
  reminderSubject: (title: string) => `ينتهي حجز أماكنك خلال يوم: ${title}`,
  reminderLead: (until: string) => `للتذكير: ينتهي حجز أماكنك عند ${until} بتوقيت نيروبي.`,
  signOff: 'مع أطيب التحيات،',
  company: 'Savanna Links Golf & Safari',
} satisfies Catalogue['proposalMail']
