import { describe, expect, it } from 'vitest'
import { COUNTING_CHUNK as CHUNK, countingBody } from '../../tests/support/counting-body'
import { BodyTooLarge, readBodyBytes } from './read-body.server'

function post(body: BodyInit | null, headers: Record<string, string> = {}) {
  return new Request('http://site.test/upload', { method: 'POST', headers, body, duplex: 'half' } as RequestInit)
}

describe('reading a body under a byte cap', () => {
  it('stops a chunked body far larger than the cap just past the cap, with a 413', async () => {
    const { stream, counter } = countingBody(50 * 1024 * 1024)
    const cap = 64 * 1024
    const error = await readBodyBytes(post(stream), cap).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(BodyTooLarge)
    expect((error as BodyTooLarge).status).toBe(413)
    // The cap and the one chunk that crossed it: nowhere near 50 MB.
    expect(counter.pulled).toBeGreaterThan(cap)
    expect(counter.pulled).toBeLessThanOrEqual(cap + CHUNK)
  })

  it('reads a chunked body under the cap whole, and one exactly at the cap', async () => {
    const under = countingBody(3 * CHUNK + 5)
    const bytes = await readBodyBytes(post(under.stream), 1024 * 1024)
    expect(bytes.byteLength).toBe(3 * CHUNK + 5)
    expect(bytes.every((byte) => byte === 0x61)).toBe(true)
    const exact = countingBody(2 * CHUNK)
    expect((await readBodyBytes(post(exact.stream), 2 * CHUNK)).byteLength).toBe(2 * CHUNK)
  })

  it('does not trust a Content-Length that claims less than is sent', async () => {
    const { stream, counter } = countingBody(5 * 1024 * 1024)
    await expect(readBodyBytes(post(stream, { 'Content-Length': '10' }), 32 * 1024)).rejects.toBeInstanceOf(
      BodyTooLarge,
    )
    expect(counter.pulled).toBeLessThanOrEqual(32 * 1024 + CHUNK)
  })

  it('refuses a declared Content-Length over the cap before reading anything', async () => {
    const { stream, counter } = countingBody(100)
    await expect(
      readBodyBytes(post(stream, { 'Content-Length': String(10 * 1024 * 1024) }), 1024),
    ).rejects.toBeInstanceOf(BodyTooLarge)
    expect(counter.pulled).toBe(0)
  })

  it('ignores a garbled Content-Length and counts instead', async () => {
    expect(Buffer.from(await readBodyBytes(post('{"ok":true}', { 'Content-Length': 'lots' }), 1024)).toString()).toBe(
      '{"ok":true}',
    )
  })

  it('reads a missing body as empty, and every byte of a text as sent', async () => {
    expect((await readBodyBytes(new Request('http://site.test/upload', { method: 'POST' }), 10)).byteLength).toBe(0)
    expect(Buffer.from(await readBodyBytes(post('Ngorongoro ⛳'), 1024)).equals(Buffer.from('Ngorongoro ⛳'))).toBe(
      true,
    )
  })
})
