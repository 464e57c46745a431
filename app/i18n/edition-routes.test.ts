import { describe, expect, it } from 'vitest'
import { editionRoutes, flatRoutePath, pageRouteFiles } from './edition-routes'

describe('the other editions’ routes', () => {
  it('repeat every page route of app/routes under the edition’s prefix, and no resource route', () => {
    const files = pageRouteFiles()
    expect(files).toContain('about.tsx')
    expect(files).toContain('$.tsx')
    expect(files).toContain('subscribe.tsx')
    for (const resource of ['api.preview.tsx', 'images.$projectId.$dataset.$file.tsx', 'sitemap[.]xml.tsx'])
      expect(files).not.toContain(resource)
  })

  it('follow Remix’s flat-route names', () => {
    expect(flatRoutePath('_index.tsx')).toBe('')
    expect(flatRoutePath('$.tsx')).toBe('*')
    expect(flatRoutePath('$listing.tsx')).toBe(':listing')
    expect(flatRoutePath('category.$category.tsx')).toBe('category/:category')
    expect(flatRoutePath('Terms-&-Conditions.tsx')).toBe('Terms-&-Conditions')
  })

  it('give each its own id under the edition’s prefix', () => {
    const routes = editionRoutes(['_index.tsx', 'itinerary.$slug.tsx'])
    expect(routes.find((route) => route.file === 'routes/_index.tsx')).toEqual({
      id: 'ar/_index',
      file: 'routes/_index.tsx',
      path: 'ar',
    })
    expect(routes.find((route) => route.file === 'routes/itinerary.$slug.tsx')?.path).toBe('ar/itinerary/:slug')
    expect(new Set(editionRoutes().map((route) => route.id)).size).toBe(editionRoutes().length)
  })
})
