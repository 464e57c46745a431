import type { Catalogue } from '../../catalogue-shape'
import { type ArabicForms, counted } from './counting'

const SECONDS: ArabicForms = { one: 'ثانية واحدة', two: 'ثانيتين', few: '# ثوانٍ', many: '# ثانية', other: '# ثانية' }

export const busy = {
  siteName: 'Savanna Links Golf & Safari',
  busyTitle: 'لحظة من فضلك',
  busyNow: 'الموقع مشغول في هذه اللحظة.',
  busyFromYourNetwork: 'الموقع مشغول، وقد طُلبت صفحات جديدة كثيرة من شبكتك.',
  triesAgain: (seconds: number) => `ستحاول هذه الصفحة مجدداً من تلقاء نفسها بعد ${counted(seconds, SECONDS)}.`,
  tryAgainNow: 'حاول الآن',
  tryAgainIn: (seconds: number) => `يرجى المحاولة مجدداً بعد ${counted(seconds, SECONDS)}.`,
  notSentTitle: 'لم يُرسل بعد',
  notSentLead: 'لم يُرسل نموذجك، ولم يضع شيء مما كتبته.',
  notSentBack: (seconds: number) =>
    `عُد إلى النموذج بزر الرجوع في متصفحك: ما كتبته ما زال فيه. ثم أرسله مجدداً بعد ${counted(seconds, SECONDS)}.`,
} satisfies Catalogue['busy']
