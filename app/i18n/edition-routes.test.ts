import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { editionRoutes, PAGE_ROUTE_FILES } from './edition-routes'

const NOT_PAGES = /^(api\.|images\.|files\.|robots\[\.\]txt|sitemap\[\.\]xml)/

describe('the Arabic edition’s routes', () => {
  it('repeat every page route of app/routes under /ar, and no API', () => {
    const pages = readdirSync('app/routes').filter((file) => file.endsWith('.tsx') && !file.includes('.test.'))
    expect([...PAGE_ROUTE_FILES].sort()).toEqual(pages.filter((file) => !NOT_PAGES.test(file)).sort())
  })

  it('give each its own id under the edition’s prefix', () => {
    const routes = editionRoutes()
    expect(routes.find((route) => route.file === 'routes/_index.tsx')).toEqual({
      id: 'ar/_index',
      file: 'routes/_index.tsx',
      path: 'ar',
    })
    expect(routes.find((route) => route.file === 'routes/itinerary.$slug.tsx')?.path).toBe('ar/itinerary/:slug')
    expect(new Set(routes.map((route) => route.id)).size).toBe(routes.length)
  })
})
