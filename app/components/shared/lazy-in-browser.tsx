import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

// biome-ignore lint/suspicious/noExplicitAny: each name's props are checked where it is provided and where it is used
type AnyComponent = ComponentType<any>
/** The components the server writes at once, by name (provided by app/components/written-at-once.server.ts). */
const writtenAtOnce = new Map<string, AnyComponent>()
/** In the browser: how to fetch each one, and those fetched before hydrating. */
const loaders = new Map<string, () => Promise<AnyComponent>>()
const fetched = new Map<string, AnyComponent>()

export function provideWrittenAtOnce(components: Record<string, AnyComponent>): void {
  for (const [name, component] of Object.entries(components)) writtenAtOnce.set(name, component)
}

/**
 * A component that the server writes into the page at once, and whose code the browser fetches only on a page
 * that shows it. The server's copy comes from a registry rather than an import, so that no static import puts the
 * code back into the browser's first load (decision 042). A page the server wrote it into fetches it before
 * hydrating (`fetchBeforeHydrating`), so it hydrates with the rest; met later (an error on a later page), it
 * loads inside the nearest <Suspense>. `ready`: what the browser waits for first (hydrates-later.client.ts).
 */
export function lazyInBrowser<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  ready: () => Promise<unknown> = () => Promise.resolve(),
): ComponentType<P> | LazyExoticComponent<ComponentType<P>> {
  if (typeof window === 'undefined') {
    // biome-ignore lint/correctness/noComponentHookFactories: made once per name, at module level: its identity holds
    return function WrittenAtOnce(props: P) {
      const Component = writtenAtOnce.get(name) as ComponentType<P> | undefined
      if (!Component) throw new Error(`${name} is not provided to the server: app/components/written-at-once.server.ts`)
      return <Component {...props} />
    }
  }
  loaders.set(name, load)
  return lazy(() => {
    const component = fetched.get(name) as ComponentType<P> | undefined
    // Already here: a thenable that answers at once, which React takes without suspending.
    if (component)
      return {
        // biome-ignore lint/suspicious/noThenProperty: a thenable React reads at once is the point
        then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: component }),
      } as Promise<{ default: ComponentType<P> }>
    return ready()
      .then(load)
      .then((loaded) => ({ default: loaded }))
  })
}

/**
 * Fetches the named components before the page hydrates (entry.client.tsx, for what the server wrote into this
 * page): hydrated later, in a boundary of their own, an update reaching them first (the basket restored from
 * storage) would make React throw the server's copy away and draw them again from nothing (React error 421).
 */
export async function fetchBeforeHydrating(names: readonly string[]): Promise<void> {
  await Promise.all(
    names.map(async (name) => {
      const load = loaders.get(name)
      if (load) fetched.set(name, await load())
    }),
  )
}
