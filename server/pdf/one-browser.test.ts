import { describe, expect, it } from 'vitest'
import { type LaunchedBrowser, oneBrowser } from './one-browser'

/** A browser that can be made to die, as Chromium does when the kernel kills it. */
function fakeBrowser() {
  const listeners: Array<() => void> = []
  const browser = {
    connected: true,
    closed: false,
    isConnected: () => browser.connected,
    on: (_event: 'disconnected', listener: () => void) => listeners.push(listener),
    close: async () => {
      browser.closed = true
    },
    die() {
      browser.connected = false
      for (const listener of listeners) listener()
    },
  }
  return browser satisfies LaunchedBrowser
}

function launcher() {
  const launched: Array<ReturnType<typeof fakeBrowser>> = []
  const launch = async () => {
    const browser = fakeBrowser()
    launched.push(browser)
    return browser
  }
  return { launch, launched }
}

describe('one browser for the process', () => {
  it('launches nothing until a PDF is asked for, then one browser for everyone asking at once', async () => {
    const { launch, launched } = launcher()
    const browser = oneBrowser(launch)
    expect(launched).toHaveLength(0)
    const [first, second] = await Promise.all([browser.get(), browser.get()])
    expect(launched).toHaveLength(1)
    expect(first).toBe(second)
    expect(await browser.get()).toBe(first)
  })

  it('launches another when the browser has died', async () => {
    const { launch, launched } = launcher()
    const browser = oneBrowser(launch)
    const first = await browser.get()
    first.die()
    const second = await browser.get()
    expect(launched).toHaveLength(2)
    expect(second).not.toBe(first)
    expect(second.isConnected()).toBe(true)
  })

  it('tries again after a launch that failed', async () => {
    let attempts = 0
    const browser = oneBrowser(async () => {
      attempts += 1
      if (attempts === 1) throw new Error('no such file')
      return fakeBrowser()
    })
    await expect(browser.get()).rejects.toThrow('no such file')
    await expect(browser.get()).resolves.toBeTruthy()
  })

  it('closes the browser on shutdown and launches none after it', async () => {
    const { launch, launched } = launcher()
    const browser = oneBrowser(launch)
    await browser.get()
    await browser.close()
    expect(launched[0]?.closed).toBe(true)
    await expect(browser.get()).rejects.toThrow(/shut down/)
    expect(launched).toHaveLength(1)
  })
})
