import type { Catalogue } from '../../catalogue-shape'

export const auth = {
  metaTitle: 'تسجيل الدخول',
  metaDescription: 'سجّل الدخول لتبقى سلة رحلاتك واستفساراتك في مكان واحد.',
  signInTitle: 'تسجيل الدخول',
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  signIn: 'تسجيل الدخول',
  signingIn: 'جارٍ تسجيل الدخول…',
  createAccount: 'أنشئ حسابك',
  creatingAccount: 'جارٍ إنشاء حسابك…',
  agreeBefore: 'بالمتابعة، فإنك توافق على ',
  conditionsOfUse: 'شروط الاستخدام',
  agreeBetween: ' و',
  privacyNotice: 'إشعار الخصوصية',
  agreeAfter: '.',
  needsJavaScript:
    'يتطلب تسجيل الدخول تشغيل JavaScript، ولم يكتمل تشغيلها في هذه الصفحة بعد. يرجى الانتظار حتى يكتمل تحميل ' +
    'الصفحة (أو تفعيل JavaScript) ثم المحاولة مجدداً. احتفظنا ببريدك الإلكتروني؛ يرجى إدخال كلمة المرور مرة أخرى.',
  unavailable:
    'تسجيل الدخول غير متاح على هذا الموقع حالياً. لا يزال بإمكانك تصفّح الموقع والاحتفاظ بسلة رحلاتك وإرسال ' +
    'استفسارك إلينا.',
  errorSentences: {
    'auth/invalid-credential': 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    'auth/wrong-password': 'كلمة المرور غير صحيحة.',
    'auth/user-not-found': 'لا يوجد حساب مرتبط بهذا البريد الإلكتروني.',
    'auth/email-already-in-use': 'يوجد حساب بهذا البريد الإلكتروني بالفعل. يرجى تسجيل الدخول.',
    'auth/invalid-email': 'عنوان البريد الإلكتروني غير صالح.',
    'auth/missing-password': 'يرجى إدخال كلمة المرور.',
    'auth/missing-email': 'يرجى إدخال عنوان بريدك الإلكتروني.',
    'auth/weak-password': 'يجب ألا تقل كلمة المرور عن 6 أحرف.',
    'auth/too-many-requests': 'محاولات كثيرة جداً. يرجى الانتظار قليلاً ثم المحاولة مجدداً.',
    'auth/user-disabled': 'تم تعطيل هذا الحساب.',
    'auth/network-request-failed': 'تعذّر الوصول إلى خدمة تسجيل الدخول. تحقق من اتصالك ثم حاول مجدداً.',
  },
  failedWithCode: (reason: string) => `تعذّر تسجيل الدخول (${reason}).`,
  failed: 'تعذّر تسجيل الدخول. يرجى المحاولة مجدداً.',
} satisfies Catalogue['auth']
