/** A phone number as a dialable link: spaces dropped, the rest (+, digits) kept. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`
}
