import { describe, expect, it } from 'vitest'
import { type FormLimits, FormRejected, readSmallForm } from './read-form.server'

const limits: FormLimits = { maxBytes: 2048, maxFields: 5, maxFieldBytes: 500 }
const encoder = new TextEncoder()

/** A chunked body (no Content-Length) of `chunks` pieces; `pulled` counts what the reader took. */
function chunkedRequest(piece: string, chunks: number, contentType = 'application/x-www-form-urlencoded') {
  let sent = 0
  const stats = { pulled: 0 }
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === chunks) return controller.close()
      sent += 1
      stats.pulled += 1
      controller.enqueue(encoder.encode(piece))
    },
  })
  const request = new Request('http://site.test/form', {
    method: 'POST',
    body,
    headers: { 'Content-Type': contentType },
    duplex: 'half',
  } as RequestInit)
  return { request, stats }
}

const post = (body: BodyInit, headers: Record<string, string>) =>
  new Request('http://site.test/form', { method: 'POST', body, headers })

async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(FormRejected)
  return error as FormRejected
}

describe('reading a small form', () => {
  it('reads URL-encoded fields', async () => {
    const form = await readSmallForm(
      post('email=amina%40example.com&name=Amina', { 'Content-Type': 'application/x-www-form-urlencoded' }),
      limits,
    )
    expect(form.get('email')).toBe('amina@example.com')
    expect(form.get('name')).toBe('Amina')
  })

  it('reads multipart fields when asked to', async () => {
    const data = new FormData()
    data.set('Email', 'amina@example.com')
    data.set('message', 'Gold package, three golfers')
    const request = new Request('http://site.test/form', { method: 'POST', body: data })
    const form = await readSmallForm(request, { ...limits, accept: ['multipart/form-data'] })
    expect(form.get('message')).toBe('Gold package, three golfers')
  })

  it('stops reading a chunked body at the cap, whatever the headers say', async () => {
    // 50 MB offered in 1 KB pieces with no Content-Length.
    const { request, stats } = chunkedRequest(`a=${'x'.repeat(1022)}`, 50 * 1024)
    expect((await rejection(readSmallForm(request, limits))).status).toBe(413)
    expect(stats.pulled).toBeLessThan(10)
  })

  it('refuses a Content-Length over the cap before reading', async () => {
    const request = post('a=1', { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': '999999' })
    expect((await rejection(readSmallForm(request, limits))).status).toBe(413)
  })

  it('refuses too many fields and a field that is too long', async () => {
    const many = Array.from({ length: 8 }, (_, index) => `f${index}=1`).join('&')
    expect(
      (await rejection(readSmallForm(post(many, { 'Content-Type': 'application/x-www-form-urlencoded' }), limits)))
        .status,
    ).toBe(413)
    const long = `message=${'y'.repeat(600)}`
    expect(
      (await rejection(readSmallForm(post(long, { 'Content-Type': 'application/x-www-form-urlencoded' }), limits)))
        .status,
    ).toBe(413)
  })

  it('refuses files and other content types', async () => {
    const data = new FormData()
    data.set('upload', new Blob(['%PDF-1.7']), 'brochure.pdf')
    const withFile = new Request('http://site.test/form', { method: 'POST', body: data })
    expect((await rejection(readSmallForm(withFile, { ...limits, accept: ['multipart/form-data'] }))).status).toBe(400)
    expect(
      (await rejection(readSmallForm(post('{"a":1}', { 'Content-Type': 'application/json' }), limits))).status,
    ).toBe(415)
    expect(
      (
        await rejection(
          readSmallForm(post('a=1', { 'Content-Type': 'multipart/form-data' }), {
            ...limits,
            accept: ['multipart/form-data'],
          }),
        )
      ).status,
    ).toBe(400)
  })
})

describe('reading a form that declares an odd charset', () => {
  it('reads it as UTF-8, as every browser posts', async () => {
    const request = post('a=%C3%A9', { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-7' })
    expect((await readSmallForm(request, limits)).get('a')).toBe('é')
  })

  it('refuses a malformed body at once instead of waiting on it', async () => {
    const request = post('%%%=%%%&&&', { 'Content-Type': 'application/x-www-form-urlencoded' })
    expect((await rejection(readSmallForm(request, limits))).status).toBe(400)
  })
})
