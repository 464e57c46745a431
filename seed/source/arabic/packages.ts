// A placeholder: the translators' dictionary replaces it (keyed by the exact English text, see ../translations.ts).
export const arabic: Readonly<Record<string, string>> = {}
