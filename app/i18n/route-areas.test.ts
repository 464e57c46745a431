import { describe, expect, it } from 'vitest'
import { pageRouteFiles } from './edition-routes'
import { areasForRoutes, ROUTE_AREAS } from './route-areas'

describe('the catalogue areas a page loads before hydrating', () => {
  it('are listed for every page route of app/routes, and for nothing else', () => {
    const pages = pageRouteFiles().map((file) => file.replace(/\.tsx$/, ''))
    const unlisted = pages.filter((page) => !(page in ROUTE_AREAS))
    expect(unlisted, 'page routes without an entry in app/i18n/route-areas.ts').toEqual([])
    const stale = Object.keys(ROUTE_AREAS).filter((page) => !pages.includes(page))
    expect(stale, 'entries of app/i18n/route-areas.ts that name no page route').toEqual([])
  })

  it('are the frame’s and the matched routes’, in either edition', () => {
    expect(areasForRoutes(['root', 'ar/contact'])).toEqual(['common', 'layout', 'shared', 'contact', 'forms'])
    expect(areasForRoutes(['root', 'routes/contact'])).toEqual(areasForRoutes(['root', 'ar/contact']))
  })

  it('add the error screens’ words on an error page, and only there', () => {
    expect(areasForRoutes(['root', 'routes/contact'], { failed: true })).toContain('errors')
    expect(areasForRoutes(['root', 'routes/$'])).toContain('errors')
    expect(areasForRoutes(['root', 'routes/_index'])).not.toContain('errors')
  })
})
