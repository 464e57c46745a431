import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { deferredHydration } from './deferred-hydration.server'

async function through(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(deferredHydration()))
}

// What Remix's <Scripts> writes, in its order: the announcements, the context script, the module script.
const LINKS = '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/runtime.js"/>'
const CONTEXT = '<script nonce="N0nce==">window.__remixContext = {"future":{}};</script>'
const MODULE =
  '<script nonce="N0nce==" type="module" async="">;\nimport * as route0 from "/assets/root.js";\n' +
  'window.__remixManifest = {\n  "entry": {\n    "module": "/assets/entry.js"\n  },\n  "version": "6d9e"\n};\n' +
  'window.__remixRouteModules = {"root":route0};\n\nimport("/assets/entry.js");</script>'
const DOCUMENT =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/></head><body><p>Café – “Kenya”</p>' +
  LINKS +
  CONTEXT +
  MODULE +
  '</body></html><!--$--><script nonce="N0nce==">window.__remixContext.streamController.enqueue("[]");</script>'

describe('deferredHydration', () => {
  it('adds the page’s own imports to the module script, before it imports the client entry', async () => {
    const imports =
      'import * as area0 from "/assets/catalogue-ar-layout.js";\nwindow.__catalogueAreas = {"layout":area0.layout};\n'
    const html = await text(Readable.from([Buffer.from(DOCUMENT)]).pipe(deferredHydration(imports)))
    const template = html.match(/<template id="hydration">([\s\S]*?)<\/template>/)?.[1] ?? ''
    expect(template).toContain(`${imports}import("/assets/entry.js");</script>`)
    expect(html.replace(template, '')).not.toContain('catalogue-ar-layout')
  })

  it('moves the announcements and the module script into a template that the load event brings in', async () => {
    const html = await through([Buffer.from(DOCUMENT)])
    const template = html.match(/<template id="hydration">([\s\S]*?)<\/template>/)?.[1] ?? ''
    // Nothing outside the template asks for a script before the page has loaded…
    expect(html.replace(template, '')).not.toMatch(/modulepreload|type="module"/)
    // …and the template holds every announcement and the module script, its manifest written compactly.
    expect(template).toBe(
      LINKS +
        MODULE.replace(
          /window\.__remixManifest = [\s\S]*?;\n/,
          'window.__remixManifest = {"entry":{"module":"/assets/entry.js"},"version":"6d9e"};\n',
        ),
    )
    // The context script still runs as the document arrives, before the template, as do the streamed data.
    expect(html.indexOf(CONTEXT)).toBeGreaterThan(html.indexOf('</p>'))
    expect(html.indexOf(CONTEXT)).toBeLessThan(html.indexOf('<template'))
    expect(html).toContain('streamController.enqueue("[]")')
    // The script that inserts it carries the page's nonce and waits for the load event.
    expect(html).toMatch(/<\/template><script nonce="N0nce==">\(function\(\)\{[^<]*addEventListener\("load"/)
    expect(
      html.startsWith(
        '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/></head><body><p>Café – “Kenya”</p>',
      ),
    ).toBe(true)
  })

  it('gives the same document wherever React’s chunks are cut, characters included', async () => {
    const expected = await through([Buffer.from(DOCUMENT)])
    const bytes = Buffer.from(DOCUMENT)
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected)
    }
    expect(await through([...bytes].map((byte) => Buffer.from([byte])))).toBe(expected)
  })

  it('leaves a document without Remix’s scripts, or one cut off before they end, as it was written', async () => {
    const plain = '<html><body><p>Not found</p></body></html>'
    expect(await through([Buffer.from(plain)])).toBe(plain)
    const cutOff = DOCUMENT.slice(0, DOCUMENT.indexOf('import("'))
    expect(await through([Buffer.from(cutOff)])).toBe(cutOff)
  })
})
