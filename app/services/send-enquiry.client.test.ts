// The enquiry the browser sends names the page's language: from <html lang>, as a hidden field for the send.
import { describe, expect, it } from 'vitest'
import { pageLanguage, withLanguageField } from './send-enquiry.client'

/** Just what withLanguageField touches of a form, with fields by name. */
function fakeForm(names: string[] = []) {
  const appended: Record<string, string>[] = []
  const form = {
    elements: { namedItem: (name: string) => (names.includes(name) ? {} : null) },
    ownerDocument: { createElement: () => ({ remove: () => appended.pop() }) },
    append: (input: Record<string, string>) => appended.push(input),
  }
  return { form: form as unknown as HTMLFormElement, appended }
}

describe('the enquiry’s language', () => {
  it('is the page’s, English for anything else', () => {
    expect(pageLanguage('ar')).toBe('ar')
    expect(pageLanguage('en')).toBe('en')
    expect(pageLanguage('fr')).toBe('en')
    expect(pageLanguage('')).toBe('en')
    expect(pageLanguage(null)).toBe('en')
  })

  it('rides as a hidden field, taken away after the send, and never doubles a field the form has', () => {
    const { form, appended } = fakeForm()
    const added = withLanguageField(form, 'ar')
    expect(appended).toEqual([expect.objectContaining({ type: 'hidden', name: 'language', value: 'ar' })])
    added?.remove()
    expect(appended).toEqual([])
    expect(withLanguageField(fakeForm(['language']).form, 'ar')).toBeNull()
  })
})
