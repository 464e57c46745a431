import type { Browser } from 'playwright-core'
import type { PageFurniture } from './page-furniture'

/** How long one page may take to load and print before the render counts as failed. */
const PAGE_DEADLINE_MS = 30_000

/** A picture that has not come by then prints as it is rather than hold the queue. */
const PICTURES_DEADLINE_MS = 10_000

/** Room in the margins for the letterhead and the page numbers. */
export const PDF_MARGIN = { top: '20mm', bottom: '16mm', left: '12mm', right: '12mm' } as const

/**
 * Prints one page of the site to an A4 PDF with Chromium's print-to-PDF, which shapes Arabic with HarfBuzz and
 * embeds the fonts it used (decision 065). Each render has a context of its own, so nothing of one traveller's
 * page (a cookie, storage) reaches the next.
 */
export async function printPage(browser: Browser, url: string, furniture: PageFurniture): Promise<Buffer> {
  const context = await browser.newContext({ javaScriptEnabled: true, serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    page.setDefaultTimeout(PAGE_DEADLINE_MS)
    const response = await page.goto(url, { waitUntil: 'load' })
    if (!response?.ok()) throw new Error(`the page to print answered ${response?.status() ?? 'nothing'}`)
    await page.evaluate(everyPictureAndFont, PICTURES_DEADLINE_MS)
    return await page.pdf({
      format: 'A4',
      printBackground: true,
      displayHeaderFooter: true,
      ...furniture,
      margin: PDF_MARGIN,
    })
  } finally {
    await context.close().catch(() => {})
  }
}

/**
 * Runs in the page: pictures that wait to be scrolled to (`loading="lazy"`) would print blank, so every one is
 * asked for now, and the print waits for them and for the fonts.
 */
async function everyPictureAndFont(deadlineMs: number) {
  const pictures = Array.from(document.images)
  for (const picture of pictures) picture.loading = 'eager'
  const loaded = Promise.all(
    pictures.map((picture) =>
      picture.complete
        ? null
        : new Promise((settled) => {
            picture.addEventListener('load', settled, { once: true })
            picture.addEventListener('error', settled, { once: true })
          }),
    ),
  )
  await Promise.race([loaded, new Promise((late) => setTimeout(late, deadlineMs))])
  await document.fonts.ready
}
