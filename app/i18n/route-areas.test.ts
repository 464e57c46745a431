import { describe, expect, it } from 'vitest'
import { PAGE_ROUTE_FILES } from './edition-routes'
import { areasForRoutes, ROUTE_AREAS } from './route-areas'

describe('the catalogue areas a page loads before hydrating', () => {
  it('are listed for every page route', () => {
    expect(Object.keys(ROUTE_AREAS).sort()).toEqual(PAGE_ROUTE_FILES.map((file) => file.replace(/\.tsx$/, '')).sort())
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
