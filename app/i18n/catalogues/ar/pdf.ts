import type { Catalogue } from '../../catalogue-shape'
import { type ArabicForms, counted } from './counting'

const SECONDS: ArabicForms = { one: 'ثانية واحدة', two: 'ثانيتين', few: '# ثوانٍ', many: '# ثانية', other: '# ثانية' }

export const pdf = {
  letterhead: 'Savanna Links Golf & Safari',
  pageOf: (page: string, pages: string) => `صفحة ${page} من ${pages}`,
  unavailable: 'لا يمكن إعداد ملف PDF هنا. اطبع هذه الصفحة بدلاً من ذلك: فهي تُطبع بوضوح.',
  busy: (seconds: number) =>
    `يجري إعداد ملفات PDF كثيرة في هذه اللحظة. يرجى المحاولة مجدداً بعد ${counted(seconds, SECONDS)}.`,
  failed: (seconds: number) => `تعذّر إعداد ملف PDF الآن. يرجى المحاولة مجدداً بعد ${counted(seconds, SECONDS)}.`,
} satisfies Catalogue['pdf']
