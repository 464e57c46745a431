import { chromium } from '@playwright/test'
const [base, out, ...paths] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox'] })
for (const width of [360, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 360 ? 780 : 900 }, deviceScaleFactor: 1 })
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' })
    await page.waitForTimeout(300)
    const name = `${out}/${p.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}.png`
    await page.screenshot({ path: name, fullPage: false })
    console.log(name)
  }
  await page.close()
}
await browser.close()
