const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** Text as it may stand in XML or HTML, in an element or a quoted attribute. */
export const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char)
