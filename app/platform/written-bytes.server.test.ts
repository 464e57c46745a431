import { createElement } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { deferredHydration } from './deferred-hydration.server'
import { withoutUnusedTail, writtenBytesInto } from './written-bytes.server'

/**
 * Words of one to four bytes a character (Latin, Arabic, a Euro sign, a character outside the BMP), in paragraphs
 * of every length from 0 to 29 before them, so that over some 180 KB a paragraph's text begins at every byte offset
 * within React's 2,048-byte buffers and a character of every width meets every buffer's end.
 */
function longMultiByteText() {
  const words = ['golf', 'الجمع بين', 'قائد الرحلات', '€ ١٢٣', '🦒 safari']
  return Array.from({ length: 6_000 }, (_, index) =>
    createElement('p', { key: index }, `${'ا'.repeat(index % 30)}${words[index % words.length]}`),
  )
}

/** The page's bytes as the server sends them: React's stream, through what entry.server.tsx puts after it. */
function rendered(element: ReturnType<typeof createElement>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const body = deferredHydration()
    const parts: Buffer[] = []
    body.on('data', (part: Buffer | string) => parts.push(Buffer.from(part)))
    body.on('end', () => resolve(Buffer.concat(parts)))
    body.on('error', reject)
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(writtenBytesInto(body)),
      onShellError: reject,
    })
  })
}

describe('the bytes of a streamed page', () => {
  test('are valid UTF-8 with no NUL, for a text of every character width crossing every buffer boundary', async () => {
    const bytes = await rendered(createElement('main', null, longMultiByteText()))
    expect(bytes.length).toBeGreaterThan(50 * 2048)
    expect(bytes.indexOf(0)).toBe(-1)
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    expect(text).toContain('<p>االجمع بين</p>')
    expect(text).toContain('🦒 safari')
  })

  test('lose only the unused tail of a full buffer, never a byte of a shorter one', () => {
    const full = new Uint8Array(2048).fill(0x61)
    full.set([0, 0], 2046)
    expect(withoutUnusedTail(full).byteLength).toBe(2046)
    const filled = new Uint8Array(2048).fill(0x61)
    expect(withoutUnusedTail(filled)).toBe(filled)
    const short = Uint8Array.of(0x61, 0)
    expect(withoutUnusedTail(short)).toBe(short)
  })
})
