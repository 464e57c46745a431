import type { Catalogue } from '../../catalogue-shape'

/** The proposal e-mail in Arabic (see catalogues/en/proposalMail.ts). */
export const proposalMail = {
  subject: (title: string) => `عرضك: ${title}`,
  greeting: (firstName: string) => `عزيزي/عزيزتي ${firstName}،`,
  lead: (specialist: string) => `أعدّ ${specialist} عرضًا لرحلتك، وهو هنا لك وحدك:`,
  leadNoSpecialist: 'أعددنا عرضًا لرحلتك، وهو هنا لك وحدك:',
  keepPrivate: 'هذا الرابط خاص: يستطيع كل من يملكه فتح العرض، فلا ترسله إلا إلى مرافقيك في الرحلة.',
  signOff: 'مع أطيب التحيات،',
  company: 'Savanna Links Golf & Safari',
} satisfies Catalogue['proposalMail']
