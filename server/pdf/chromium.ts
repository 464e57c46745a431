import { existsSync } from 'node:fs'
import { type Browser, chromium } from 'playwright-core'

/** Debian's headless shell first (what the tests use: lighter than the full browser), then the full browser. */
export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'] as const

/**
 * The Chromium the site prints PDFs with: CHROME_PATH when it is set (and a file), else the first Debian binary
 * present; null when there is none, and the proposal page then offers its printout instead.
 */
export function findChromium(configured: string | undefined, exists: (file: string) => boolean = existsSync) {
  if (configured) return exists(configured) ? configured : null
  return CHROMIUM_CANDIDATES.find((candidate) => exists(candidate)) ?? null
}

/**
 * Launches the browser. The host closes it itself on shutdown (server/worker.ts), so Playwright's own signal
 * handlers, which would close it before the requests in flight have finished, stay off.
 */
export function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({
    executablePath,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  })
}
