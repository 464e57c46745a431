import { describe, expect, it } from 'vitest'
import { catalogueAreaImports } from './catalogue-area-imports'

const BUILD_URLS = {
  'ar/common': '/assets/catalogue-ar-common-1.js',
  'ar/layout': '/assets/catalogue-ar-layout-2.js',
  'ar/shared': '/assets/catalogue-ar-shared-3.js',
  'ar/contact': '/assets/catalogue-ar-contact-4.js',
  'ar/errors': '/assets/catalogue-ar-errors-6.js',
  'en/layout': '/assets/catalogue-en-layout-5.js',
}

describe('the catalogue areas a page’s module script imports', () => {
  it('are its own language’s, for the frame and its routes, each found by name', () => {
    const script = catalogueAreaImports(BUILD_URLS, 'ar', ['root', 'ar/contact'])
    expect(script).toContain('import * as area0 from "/assets/catalogue-ar-common-1.js";')
    expect(script).toContain('"/assets/catalogue-ar-contact-4.js"')
    expect(script).not.toContain('catalogue-en-')
    expect(script).toMatch(/window\.__catalogueAreas = \{"common":area0\.common,"layout":area1\.layout,/)
    // The build has no `forms` script here: left to load when a render first reads it.
    expect(script).not.toContain('forms')
  })

  it('bring the error screens’ words only to an error page', () => {
    expect(catalogueAreaImports(BUILD_URLS, 'ar', ['root', 'ar/contact'])).not.toContain('errors')
    expect(catalogueAreaImports(BUILD_URLS, 'ar', ['root', 'ar/contact'], { failed: true })).toContain(
      '"/assets/catalogue-ar-errors-6.js"',
    )
  })

  it('are the source files Vite serves in development', () => {
    expect(catalogueAreaImports(null, 'en', ['root'])).toContain('from "/app/i18n/catalogues/en/layout.ts"')
  })

  it('add nothing when the build names none of them', () => {
    expect(catalogueAreaImports({}, 'ar', ['root'])).toBe('')
  })
})
