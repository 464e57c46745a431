import type { Catalogue } from '../../catalogue-shape'

export const company = {
  aboutTitle: 'فريقنا',
  aboutDescription: 'تعرّف على الفريق الذي يصنع رحلاتنا للغولف والسفاري.',
  ourTeam: 'فريقنا',
  memberOf: (n: number, count: number, name: string) => `${n} من ${count}: ${name}`,
  previousMember: 'عضو الفريق السابق',
  chooseMember: 'اختر أحد أعضاء الفريق',
  showMember: (name: string) => `اعرض ${name}`,
  nextMember: 'عضو الفريق التالي',
  allTrips: (firstName: string, count: number) => `كل رحلات ${firstName} (${count})`,
  specialistTripsDescription: (name: string, position: string) =>
    `كل رحلات الغولف والسفاري من تصميم ${name}، ${position}، بأسعارها ومواعيدها.`,
  servicesTitle: 'خدماتنا',
  servicesDescription: 'الغولف والسفاري وكل ما بينهما.',
  askAbout: (service: string) => `استفسر عن خدمة ${service}`,
  serviceEnquiry: (service: string) => `مرحبًا، أودّ معرفة المزيد عن خدمة ${service} لديكم.`,
  privacyTitle: 'سياسة الخصوصية',
  termsTitle: 'الشروط والأحكام',
  legalDescription: 'كيف نعمل مع مسافرينا.',
  lastUpdated: 'آخر تحديث',
  contents: 'المحتويات',
} satisfies Catalogue['company']
