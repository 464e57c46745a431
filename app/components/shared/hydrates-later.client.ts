/**
 * Parts of a page that hydrate once the rest is interactive (`data-hydrates-later="Name"` on their outermost
 * element, `lazyInBrowser` with `whenIdleOrUsed`). Until then they are the HTML the server wrote: a click on one
 * starts its code at once, and is made again once it has hydrated, so nothing the visitor does is lost.
 */
const starters = new Map<string, () => void>()
let held: Element | null = null

/** Resolves when the browser is idle after hydrating, or at the first click on the part, whichever comes first. */
export function whenIdleOrUsed(name: string): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      starters.set(name, resolve)
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(() => resolve(), { timeout: 2000 })
      else window.setTimeout(resolve, 200)
    })
}

/** From entry.client, before hydrating: holds a click on a part not hydrated yet, and starts its code. */
export function holdClicksUntilHydrated(): void {
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null
      const part = target?.closest<HTMLElement>('[data-hydrates-later]:not([data-hydrated])')
      if (!target || !part) return
      event.preventDefault()
      event.stopImmediatePropagation()
      held = target
      starters.get(part.dataset.hydratesLater ?? '')?.()
    },
    true,
  )
}

/** From the part, once it has hydrated: marks it, and makes the click it held again. */
export function hydratedLater(part: HTMLElement | null): void {
  if (!part) return
  part.dataset.hydrated = 'true'
  if (held && part.contains(held)) {
    const target = held as HTMLElement
    held = null
    target.click()
  }
}
