import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

/** The components the server writes at once, by name (provided by app/components/written-at-once.server.ts). */
// biome-ignore lint/suspicious/noExplicitAny: each name's props are checked where it is provided and where it is used
type AnyComponent = ComponentType<any>
const writtenAtOnce = new Map<string, AnyComponent>()

export function provideWrittenAtOnce(components: Record<string, AnyComponent>): void {
  for (const [name, component] of Object.entries(components)) writtenAtOnce.set(name, component)
}

/**
 * A component that the server writes into the page at once, and whose code the browser fetches only when a page
 * shows it (`load`), and then not before `ready` (for a part of the page that can wait until the rest is
 * interactive). Until then React keeps what the server wrote, inside the nearest <Suspense>. The server's copy
 * comes from a registry rather than an import, so that no static import puts the code back into the browser's
 * first load (decision 042).
 */
export function lazyInBrowser<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  ready: () => Promise<unknown> = () => Promise.resolve(),
): ComponentType<P> | LazyExoticComponent<ComponentType<P>> {
  if (import.meta.env.SSR) {
    // biome-ignore lint/correctness/noComponentHookFactories: made once per name, at module level, so its identity holds
    return function WrittenAtOnce(props: P) {
      const Component = writtenAtOnce.get(name) as ComponentType<P> | undefined
      if (!Component) throw new Error(`${name} is not provided to the server: app/components/written-at-once.server.ts`)
      return <Component {...props} />
    }
  }
  return lazy(() =>
    ready()
      .then(load)
      .then((component) => ({ default: component })),
  )
}

/** Resolves once the browser is idle (after hydrating, when it runs first), or after two seconds at most. */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 2000 })
    else window.setTimeout(resolve, 200)
  })
}
