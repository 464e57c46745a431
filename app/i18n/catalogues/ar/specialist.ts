import type { Catalogue } from '../../catalogue-shape'

export const specialist = {
  cardTitle: 'مستشار رحلتكم',
  cardIntro: (firstName: string) => `تصميم هذه الرحلة والإجابة عن أسئلتكم بشأنها من مهام ${firstName}.`,
  languages: 'اللغات',
  office: 'المكتب',
  designs: 'مجال التخصص',
  languageNames: {
    en: 'الإنجليزية',
    sw: 'السواحيلية',
    ar: 'العربية',
    fr: 'الفرنسية',
    de: 'الألمانية',
    it: 'الإيطالية',
    es: 'الإسبانية',
    pt: 'البرتغالية',
    zh: 'الصينية الماندرينية',
    hi: 'الهندية',
    ur: 'الأردية',
    ru: 'الروسية',
    ja: 'اليابانية',
  },
  reachVia: (firstName: string) => `طرق التواصل مع ${firstName}`,
  whatsapp: 'واتساب',
  whatsappLabel: (firstName: string, trip: string) =>
    `واتساب: راسلوا ${firstName} بشأن ${trip} (يُفتح في علامة تبويب جديدة)`,
  call: 'اتصلوا على',
  enquireWith: (firstName: string) => `أرسلوا استفسارًا إلى ${firstName}`,
  departure: 'موعد انطلاقكم',
  anyDeparture: 'لم نحدّده بعد',
  useDeparture: 'اعتماد هذا الموعد',
  departureNote: 'تذكر رسالة واتساب والاستفسار الموعد الذي تختارونه.',
  whatsappMessage: (firstName: string, trip: string, departure: string | null) =>
    departure
      ? `مرحبًا ${firstName}، أودّ معرفة المزيد عن ${trip} بموعد انطلاق ${departure}.`
      : `مرحبًا ${firstName}، أودّ معرفة المزيد عن ${trip}.`,
  enquiryMessage: (firstName: string, trip: string, departure: string | null) =>
    departure
      ? `مرحبًا ${firstName}، أودّ الاستفسار عن ${trip} بموعد انطلاق ${departure}. ` +
        'يُرجى إرسال المواعيد المتاحة والخطوات التالية.'
      : `مرحبًا ${firstName}، أودّ الاستفسار عن ${trip}. يُرجى إرسال المواعيد المتاحة والخطوات التالية.`,
  chatAbout: (trip: string) => `مرحبًا Savanna Links! أودّ معرفة المزيد عن ${trip}.`,
  chatAboutLabel: (trip: string) => `تحدّثوا إلينا بشأن ${trip} (يُفتح في علامة تبويب جديدة)`,
  tripsTheyDesign: (firstName: string) => `رحلات من تصميم ${firstName}`,
} satisfies Catalogue['specialist']
