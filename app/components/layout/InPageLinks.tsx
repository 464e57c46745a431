import { type Location, type NavigateFunction, useLocation, useNavigate } from '@remix-run/react'
import { useEffect, useRef } from 'react'

/**
 * Every same-page link (`#customer-feedback`, the home page's category tiles, the skip link) lands on its
 * target, every time, and back/forward return to where the visitor was.
 *
 * Left to the browser, a hash link fires `popstate`, which the Remix router takes for a history move to an
 * entry it never saw (all such entries share one key), so its scroll restoration sends the page to the top
 * from the second link on. Once the page is interactive, this sends such clicks through the router instead:
 * each jump is a history entry of its own, the router scrolls to the target (its `scroll-margin-top` is the
 * offset), and focus moves there as a screen-reader user expects. Before hydration the browser's own jump
 * works, so the links never depend on JavaScript.
 */
export function InPageLinks() {
  const navigate = useNavigate()
  const location = useLocation()
  const current = useRef(location)
  current.current = location

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (
        !(link instanceof HTMLAnchorElement) ||
        (link.target && link.target !== '_self') ||
        link.hasAttribute('download')
      )
        return
      const url = new URL(link.href)
      const here = current.current
      if (
        url.origin !== window.location.origin ||
        url.pathname !== here.pathname ||
        url.search !== here.search ||
        url.hash.length < 2
      )
        return
      const target = document.getElementById(decodeURIComponent(url.hash.slice(1)))
      if (!target) return
      event.preventDefault()
      jumpTo(target, url.hash, here, navigate)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [navigate])

  return null
}

function jumpTo(target: HTMLElement, hash: string, here: Location, navigate: NavigateFunction) {
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
  // Focus first, without scrolling: focusing during a smooth scroll makes Chromium retarget it and lose the offset.
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
  if (hash === here.hash) {
    // Already the current entry: scroll again without a new history entry (and without reloading anything).
    target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' })
    return
  }
  // The router scrolls with scrollIntoView(), which follows the page's scroll-behavior: smooth for this jump only.
  const root = document.documentElement
  if (smooth) {
    root.style.scrollBehavior = 'smooth'
    const reset = () => root.style.removeProperty('scroll-behavior')
    window.addEventListener('scrollend', reset, { once: true })
    window.setTimeout(reset, 1500)
  }
  navigate({ pathname: here.pathname, search: here.search, hash }, { preventScrollReset: true })
}
