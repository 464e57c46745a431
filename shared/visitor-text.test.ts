// The one rule for what visitors type (decision 048), with the spellings issue 41's attack read sent.
import { describe, expect, it } from 'vitest'
import { cleanedValues, fieldsWithControlCharacters, hasControlCharacters, withoutBidiFormatting } from './visitor-text'

describe('control characters', () => {
  it('are refused in any field: the 12.3 KB body of U+0001, NUL, escape, DEL and the C1 range', () => {
    const body = '\u0001'.repeat(12_300)
    for (const shape of ['line', 'lines'] as const) {
      expect(hasControlCharacters(body, shape)).toBe(true)
      for (const value of [
        'Ruth\u0000',
        '\u001b[31mRuth',
        'Ru\u007fth',
        'Ruth\u0085',
        '\u009bRuth',
        'a\u000bb',
        'a\fb',
      ])
        expect(hasControlCharacters(value, shape), JSON.stringify(value)).toBe(true)
    }
  })

  it('leave tab, line feed and carriage return to multi-line fields only', () => {
    const paragraphs = 'We loved it.\r\n\r\nThe lodge:\tquiet.\n'
    expect(hasControlCharacters(paragraphs, 'lines')).toBe(false)
    expect(hasControlCharacters(paragraphs, 'line')).toBe(true)
    for (const value of ['Ruth\tAnn', 'Ruth\nAnn', 'Ruth\rAnn']) expect(hasControlCharacters(value, 'line')).toBe(true)
  })

  it('are not letters, marks or spaces of any script', () => {
    for (const value of ['Ruth', 'ليلى', 'Zoë Ní Bhriain', '\u00a0', 'رحلة\u200f 2026', 'a\u2028b', '🦒'])
      expect(hasControlCharacters(value, 'line'), JSON.stringify(value)).toBe(false)
  })

  it('are found in every field of a submitted form, hidden ones too, each named once', () => {
    const form = new URLSearchParams([
      ['FirstName', 'Amina'],
      ['message', 'Two lines\nare fine here.'],
      ['specialist_name', 'Amani\u0007'],
      ['language', 'en\u0000'],
      ['language', 'ar\u0000'],
    ])
    expect(fieldsWithControlCharacters(form, ['message'])).toEqual(['specialist_name', 'language'])
    expect(fieldsWithControlCharacters(new URLSearchParams({ message: 'a\tb' }), [])).toEqual(['message'])
  })
})

describe('bidi formatting characters', () => {
  it('are removed from a single line: the first name starting with U+202E reads as typed', () => {
    expect(withoutBidiFormatting('\u202eSARAH evil', 'line')).toBe('SARAH evil')
    const every = '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069'
    expect(withoutBidiFormatting(`Ke${every}nya`, 'line')).toBe('Kenya')
  })

  it('are kept in a multi-line text, and the marks U+200E, U+200F and U+061C are kept everywhere', () => {
    expect(withoutBidiFormatting('An \u202bArabic\u202c quote', 'lines')).toBe('An \u202bArabic\u202c quote')
    expect(withoutBidiFormatting('\u200fليلى\u200e (Layla)\u061c', 'line')).toBe('\u200fليلى\u200e (Layla)\u061c')
  })

  it('are removed from each single-line field of a form, by its shape', () => {
    const typed: Record<'firstName' | 'text', string> = { firstName: '\u202eRuth', text: '\u202eKept as written' }
    expect(cleanedValues(typed, ['text'])).toEqual({
      firstName: 'Ruth',
      text: '\u202eKept as written',
    })
  })
})
