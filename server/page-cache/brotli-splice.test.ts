import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  type BrotliTemplate,
  brotliSegments,
  spliceBrotli,
  spliceBrotliParts,
  uncompressedMetaBlockHeader,
} from './brotli-splice'

// Seeded, so a failing case comes back the same (mulberry32).
function randomSource(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = state
    value = Math.imul(value ^ (value >>> 15), value | 1)
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61)
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
  const int = (below: number) => Math.floor(next() * below)
  const pick = <T>(list: readonly T[]) => list[int(list.length)]!
  return { next, int, pick }
}
type Random = ReturnType<typeof randomSource>

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
/** A nonce as entry.server makes them (16 random bytes, base64), or of another length. */
function nonceOf(random: Random, length = 24): string {
  let nonce = ''
  while (nonce.length < length) nonce += random.pick(BASE64.split(''))
  return length === 24 ? `${nonce.slice(0, 22)}==` : nonce
}

/** The page as a visitor must receive it. */
function joined(segments: readonly Buffer[], nonce: string | Buffer): Buffer {
  const slot = typeof nonce === 'string' ? Buffer.from(nonce) : nonce
  return Buffer.concat(segments.flatMap((segment, index) => (index ? [slot, segment] : [segment])))
}

/** Cuts a page at each occurrence of its nonce, as page-cache.ts does. */
function cut(page: string, nonce: string): Buffer[] {
  return page.split(nonce).map((part) => Buffer.from(part))
}

async function template(segments: readonly Buffer[], nonceLength: number, quality?: number): Promise<BrotliTemplate> {
  // verify: false, so these tests check the construction itself rather than its safety net.
  const made = await brotliSegments(segments, nonceLength, { quality, verify: false })
  expect(made).not.toBeNull()
  return made!
}

function expectDecodes(made: BrotliTemplate, segments: readonly Buffer[], nonces: readonly (string | Buffer)[]) {
  for (const nonce of nonces) {
    const decoded = zlib.brotliDecompressSync(spliceBrotli(made, nonce))
    // Compared as buffers of equal length first, so a failure says where rather than printing 300 KB.
    expect(decoded.length).toBe(joined(segments, nonce).length)
    expect(decoded.equals(joined(segments, nonce))).toBe(true)
  }
}

const TOKENS = [
  '<script nonce="',
  '">',
  '</script>',
  '<div class="card">',
  '</div>',
  '<a href="/trips/kenya-golf-safari">',
  'Karen Country Club',
  ' ',
  ' ',
  '\n',
  '"',
  'window.__remixContext',
  '{"state":{"loaderData":{"root":{',
  '}}}',
  'Maasai Mara',
  'é',
  'Zanzibar — Stone Town',
  '日本語',
  '🦁',
  'nonce',
  '==',
]

/** Text with much repetition (so the encoder copies a lot), some multi-byte UTF-8 and now and then odd bytes. */
function randomText(random: Random, length: number): Buffer {
  const parts: Buffer[] = []
  let size = 0
  while (size < length) {
    const roll = random.next()
    let part: Buffer
    if (roll < 0.7) part = Buffer.from(random.pick(TOKENS))
    else if (roll < 0.85) part = Buffer.from(nonceOf(random, 1 + random.int(30)))
    else if (roll < 0.95 && parts.length > 0) part = random.pick(parts)
    else part = Buffer.from(Array.from({ length: 1 + random.int(8) }, () => random.int(0xf5)))
    parts.push(part)
    size += part.length
  }
  return Buffer.concat(parts).subarray(0, length)
}

/** A page as Remix renders this site's: head, markup, and the scripts that carry the nonce. */
function remixLikePage(
  random: Random,
  { cards, deferred, nonce }: { cards: number; deferred: number; nonce: string },
): string {
  const head = [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
    '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
    '<title>Savanna Links Golf &amp; Safari | Luxury Golf Safaris in Kenya</title>',
    '<meta name="description" content="All-inclusive golf and safari holidays in Kenya, with Zanzibar, Rwanda and ' +
      'Dubai extensions."/>',
    '<link rel="modulepreload" href="/assets/manifest-4b1c9e0a.js"/>',
    '<link rel="modulepreload" href="/assets/entry.client-Dk3XqZ.js"/>',
    '<link rel="stylesheet" href="/assets/root-C8aQ1b.css"/></head>',
    '<body><header class="site-header"><nav aria-label="Main">',
    ...['Trips', 'Courses', 'Safaris', 'Journal', 'About', 'Contact'].map(
      (name) => `<a class="nav-link" href="/${name.toLowerCase()}">${name}</a>`,
    ),
    '</nav></header><main>',
  ]
  const body = Array.from({ length: cards }, (_, index) => {
    const place = random.pick([
      'Karen Country Club',
      'Muthaiga Golf Club',
      'Windsor Golf Hotel',
      'Great Rift Valley Lodge',
      'Maasai Mara',
      'Zanzibar — Stone Town',
    ])
    const nights = 3 + random.int(9)
    return (
      `<article class="trip-card" data-index="${index}">` +
      `<a href="/trips/${place.toLowerCase().replace(/[^a-z]+/g, '-')}-${index}">` +
      `<img src="/images/trip-${index}.jpg?w=640&amp;h=427&amp;fit=crop" alt="${place}" ` +
      'width="640" height="427" loading="lazy"/>' +
      `<h3>${place}</h3><p>${nights} nights · ${2 + random.int(6)} rounds · ` +
      `from US$${(3000 + random.int(9000)).toLocaleString('en-US')}</p></a></article>`
    )
  })
  const loaderData = JSON.stringify({
    root: { publicEnv: { SANITY_PROJECT_ID: 'abc123', SITE_URL: 'https://savannalinks.example' } },
    'routes/_index': { trips: body.length },
  })
  const scripts = [
    `<script nonce="${nonce}">window.__remixContext = {"basename":"/","future":{"v3_fetcherPersist":true},` +
      `"isSpaMode":false,"state":{"loaderData":${loaderData},"actionData":null,"errors":null}};</script>`,
    `<script nonce="${nonce}" type="module" async="">import "/assets/manifest-4b1c9e0a.js";\n` +
      'import * as route0 from "/assets/root-B1x2y3.js";\n' +
      'import * as route1 from "/assets/_index-Q9w8e7.js";\n' +
      'window.__remixRouteModules = {"root":route0,"routes/_index":route1};\n' +
      'import("/assets/entry.client-Dk3XqZ.js");</script>',
    ...Array.from(
      { length: deferred },
      (_, index) =>
        `<script nonce="${nonce}">__remixContext.r(${JSON.stringify('routes/_index')}, "reviews-${index}", ` +
        `${JSON.stringify({ rating: 4 + random.int(2), text: 'A superb week of golf and game drives.' })});</script>`,
    ),
    `<script nonce="${nonce}">let key = "positions"; ` +
      'let positions = JSON.parse(sessionStorage.getItem(key) || "{}"); ' +
      'if (positions[window.history.state.key]) window.scrollTo(0, positions[window.history.state.key]);</script>',
  ]
  return [
    ...head,
    ...body,
    '</main><footer class="site-footer">© Savanna Links Golf &amp; Safari</footer>',
    ...scripts,
    '</body></html>',
  ].join('')
}

describe('a brotli page with a fresh nonce per answer', () => {
  it('decodes to the page with any nonce, for random texts and slot positions at every quality', {
    timeout: 120_000,
  }, async () => {
    const random = randomSource(0x5eed)
    for (let trial = 0; trial < 300; trial += 1) {
      const nonceLength = random.next() < 0.7 ? 24 : 1 + random.int(32)
      const slots = random.int(7)
      // Segments of every shape: empty (slots at the start, the end, side by side), one byte, a few, many.
      const segments = Array.from({ length: slots + 1 }, () => {
        const shape = random.next()
        return randomText(
          random,
          shape < 0.15 ? 0 : shape < 0.25 ? 1 : shape < 0.35 ? 2 + random.int(3) : random.int(3000),
        )
      })
      const quality = trial % 12
      const made = await template(segments, nonceLength, quality)
      expect(made.parts).toHaveLength(segments.length)
      expectDecodes(made, segments, [
        nonceOf(random, nonceLength),
        nonceOf(random, nonceLength),
        // Bytes that do occur in the page, and bytes that never would.
        randomText(random, nonceLength),
        Buffer.alloc(nonceLength, 0xff),
      ])
    }
  })

  it('decodes repetitive markup where the same nonce attribute comes a dozen times and more', {
    timeout: 60_000,
  }, async () => {
    const random = randomSource(12)
    const nonce = nonceOf(random)
    const page = Array.from(
      { length: 16 },
      (_, index) => `<script nonce="${nonce}">__remixContext.r("routes/_index", "d${index % 3}", {});</script>`,
    ).join('')
    const segments = cut(page, nonce)
    expect(segments).toHaveLength(17)
    for (const quality of [11, 9, 5, 4, 1]) {
      const made = await template(segments, nonce.length, quality)
      // Another visitor's nonce, one like the page's markup, and the nonce the page was rendered with.
      expectDecodes(made, segments, [nonceOf(random), 'script>__remixContext.r(', nonce])
    }
  })

  it('takes nonces at the very start and end, side by side, and a page that is only a nonce or has none', async () => {
    const random = randomSource(3)
    const nonce = nonceOf(random)
    const pages = [
      `${nonce}<p>after</p>`,
      `<p>before</p>${nonce}`,
      `${nonce}<p>middle</p>${nonce}`,
      `<a>${nonce}${nonce}</a>`,
      `${nonce}${nonce}${nonce}`,
      `<b>${nonce}x${nonce}yz${nonce}xyz${nonce}</b>`,
      nonce,
      '<p>no nonce at all</p>',
      '',
    ]
    for (const page of pages) {
      const segments = cut(page, nonce)
      const made = await template(segments, nonce.length)
      expectDecodes(made, segments, [nonceOf(random), nonceOf(random)])
    }
  })

  it('decodes a large page (over 300 KB, many nonces)', { timeout: 120_000 }, async () => {
    const random = randomSource(300)
    const nonce = nonceOf(random)
    const page = remixLikePage(random, { cards: 1200, deferred: 30, nonce })
    expect(page.length).toBeGreaterThan(300_000)
    const segments = cut(page, nonce)
    const made = await template(segments, nonce.length)
    expectDecodes(made, segments, [nonceOf(random), nonceOf(random)])
    // Still brotli-sized: the slots cost their own bytes and a few of header, not the page's compression.
    expect(made.size).toBeLessThan(
      zlib.brotliCompressSync(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length * 1.1,
    )
  })

  it('decodes pages like the site renders, at the quality it is kept at, checked before it is handed out', {
    timeout: 60_000,
  }, async () => {
    const random = randomSource(65)
    for (const [cards, deferred] of [
      [150, 3],
      [200, 10],
      [40, 0],
    ] as const) {
      const nonce = nonceOf(random)
      const segments = cut(remixLikePage(random, { cards, deferred, nonce }), nonce)
      const made = await brotliSegments(segments, nonce.length)
      expect(made).not.toBeNull()
      expectDecodes(made!, segments, [nonceOf(random), nonceOf(random), nonceOf(random)])
    }
  })

  it('writes the stored parts as they are, with the nonce between them', async () => {
    const segments = cut('<p>one</p>NONCE<p>two</p>NONCE<p>three</p>', 'NONCE')
    const made = await template(segments, 5)
    const body = spliceBrotliParts(made, 'abcde')
    expect(body.filter((part) => made.parts.includes(part))).toHaveLength(
      made.parts.filter((part) => part.length > 0).length,
    )
    expect(body.filter((part) => part.toString() === 'abcde')).toHaveLength(2)
    expect(made.size).toBe(made.parts.reduce((sum, part) => sum + part.length, 0))
    expect(() => spliceBrotliParts(made, 'abcd')).toThrow(RangeError)
  })

  it('makes none for a page in which every byte value occurs (no placeholder is left)', async () => {
    const every = Buffer.from(Array.from({ length: 256 }, (_, value) => value))
    expect(await brotliSegments([every, every], 24)).toBeNull()
  })

  it('writes uncompressed meta-block headers of four, five and six nibbles', () => {
    // A stream header (window 2^22) padded by an empty metadata block, as the encoder's first flush gives it.
    const streamHeader = Buffer.from([0x6b, 0x00])
    const lastEmpty = Buffer.from([0x03])
    for (const length of [1, 24, 65_536, 65_537, 1 << 20, (1 << 20) + 1]) {
      const data = Buffer.alloc(length, 0x61)
      const decoded = zlib.brotliDecompressSync(
        Buffer.concat([streamHeader, uncompressedMetaBlockHeader(length), data, lastEmpty]),
      )
      expect(decoded.equals(data)).toBe(true)
    }
    expect(() => uncompressedMetaBlockHeader(0)).toThrow(RangeError)
  })
})
