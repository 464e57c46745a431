import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { lowPriorityModulePreloads } from './script-priority.server'

async function through(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(lowPriorityModulePreloads()))
}

const DOCUMENT =
  '<html><head><link rel="stylesheet" href="/assets/app.css"/></head><body><p>Café – “Kenya”</p>' +
  '<link rel="modulepreload" href="/assets/runtime.js"/><link rel="modulepreload" href="/assets/root.js"/>' +
  '<script type="module">import "/assets/root.js"</script></body></html>'

describe('lowPriorityModulePreloads', () => {
  const expected = DOCUMENT.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"')

  it('asks for every announced script at low priority and leaves the rest of the document as it was', async () => {
    expect(await through([Buffer.from(DOCUMENT)])).toBe(expected)
  })

  it('finds a link and a character split between chunks, wherever the cut falls', async () => {
    const bytes = Buffer.from(DOCUMENT)
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected)
    }
  })

  it('handles a document arriving a byte at a time', async () => {
    const bytes = Buffer.from(DOCUMENT)
    expect(await through([...bytes].map((byte) => Buffer.from([byte])))).toBe(expected)
  })
})
