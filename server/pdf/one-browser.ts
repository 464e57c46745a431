/** The little of a browser this module needs (Playwright's Browser has it), so tests can stand one in. */
export type LaunchedBrowser = {
  isConnected(): boolean
  on(event: 'disconnected', listener: () => void): unknown
  close(): Promise<void>
}

/**
 * One browser for the process: launched when first needed, launched again when it has died (a crash, an
 * out-of-memory kill), and closed once on shutdown. Callers asking while it starts share the one launch.
 */
export function oneBrowser<B extends LaunchedBrowser>(launch: () => Promise<B>) {
  let current: Promise<B> | null = null
  let closed = false
  return {
    get(): Promise<B> {
      if (closed) return Promise.reject(new Error('the PDF browser is shut down'))
      if (current) return current
      const launched: Promise<B> = launch().then(
        (browser) => {
          browser.on('disconnected', () => {
            if (current === launched) current = null
          })
          // It may have died between the launch and the listener.
          if (!browser.isConnected() && current === launched) current = null
          return browser
        },
        (error: unknown) => {
          if (current === launched) current = null
          throw error
        },
      )
      current = launched
      return launched
    },
    async close(): Promise<void> {
      closed = true
      const running = current
      current = null
      if (running) await running.then((browser) => browser.close()).catch(() => {})
    },
  }
}
