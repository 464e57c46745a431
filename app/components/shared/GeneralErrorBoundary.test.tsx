// The site's one error screen, as the server renders it for what a loader threw.
import { data } from '@remix-run/node'
import { describe, expect, it, vi } from 'vitest'
import { ItineraryNotFound } from '~/components/itinerary/ItineraryNotFound'
import { contentUnavailableResponse } from '~/content/content-unavailable.server'
import { resolveItinerary } from '~/content/loaders/resolve-itinerary.server'
import { notFound } from '~/platform/http.server'
import { testOnSeedDay } from '../../../tests/support/loader-test'
import { elements, links } from '../../../tests/support/markup'
import { renderPage } from '../../../tests/support/render-page'
import { GeneralErrorBoundary } from './GeneralErrorBoundary'

vi.mock('~/content/content.server', () => import('../../../tests/support/seed-content'))
testOnSeedDay()

/** The error screen for what `loader` throws, and its heading, texts and links. */
async function errorPage(loader: () => unknown, boundary = <GeneralErrorBoundary />) {
  const html = await renderPage(boundary, { url: '/somewhere', loader })
  return {
    heading: elements(html, 'h1').map((h1) => h1.text),
    texts: elements(html, 'p').map((p) => p.text),
    links: links(html),
  }
}

describe('the error screen', () => {
  it('shows a loader’s 404 with its reason and its way back', async () => {
    const page = await errorPage(() =>
      notFound('There is no page 4: the search has 3 pages.', {
        href: '/search?q=golf',
        label: 'Go to the first page of results',
      }),
    )
    expect(page).toEqual({
      heading: ['Page Not Found'],
      texts: ['404', 'There is no page 4: the search has 3 pages.', 'Go to the first page of results'],
      links: ['Go to the first page of results → /search?q=golf'],
    })
  })

  it('shows a 404 that says nothing with the general message and a link home', async () => {
    const page = await errorPage(() => {
      throw data(null, { status: 404 })
    })
    expect(page.texts).toEqual([
      '404',
      'We couldn’t find that page. It may have moved, or the link may be mistyped.',
      'Back to the home page',
    ])
    expect(page.links).toEqual(['Back to the home page → /'])
  })

  it('asks the visitor to come back in a minute when the content cannot be read', async () => {
    const page = await errorPage(() => {
      throw contentUnavailableResponse()
    })
    expect(page.heading).toEqual(['Temporarily Unavailable'])
    expect(page.texts).toEqual([
      '503',
      'We can’t reach our content right now. Please try again in a minute.',
      'Back to the home page',
    ])
  })

  it('lets a route show its own screen for a status: the itinerary pages’ not-found', async () => {
    const page = await errorPage(
      () => resolveItinerary(new Request('https://savanna.example/itinerary/no-such-trip'), 'no-such-trip'),
      <GeneralErrorBoundary statusHandlers={{ 404: () => <ItineraryNotFound /> }} />,
    )
    expect(page.texts).toEqual([
      'We couldn’t find that itinerary. It may have been renamed or retired.',
      'Browse our itineraries',
    ])
    expect(page.links).toEqual(['Browse our itineraries → /itineraries'])
  })

  it('shows anything else as the spec’s "Unexpected Application Error!" with what went wrong', async () => {
    const bug = await errorPage(() => {
      throw new Error('The terms page document is missing from the dataset.')
    })
    expect(bug.heading).toEqual(['Unexpected Application Error!'])
    expect(bug.texts[0]).toBe('The terms page document is missing from the dataset.')
    const refused = await errorPage(() => {
      throw new Response('nope', { status: 500, statusText: 'Internal Server Error' })
    })
    expect(refused.heading).toEqual(['Unexpected Application Error!'])
    expect(refused.texts[0]).toBe('500 Internal Server Error')
    expect(refused.links).toEqual(['Back to the home page → /'])
  })
})

describe('the error screen on an Arabic page', () => {
  const arabicErrorPage = async (loader: () => unknown) => {
    const html = await renderPage(<GeneralErrorBoundary />, { url: '/ar/somewhere', loader })
    return { html, heading: elements(html, 'h1').map((h1) => h1.text), texts: elements(html, 'p').map((p) => p.text) }
  }

  it('says a 404 in Arabic, the general reason too, and links to the Arabic home page', async () => {
    const page = await arabicErrorPage(() => notFound())
    expect(page.heading).toEqual(['الصفحة غير موجودة'])
    expect(page.texts).toEqual([
      '404',
      'لم نتمكن من العثور على هذه الصفحة. ربما نُقلت، أو أن الرابط مكتوب بشكل غير صحيح.',
      'العودة إلى الصفحة الرئيسية',
    ])
    expect(links(page.html)).toEqual(['العودة إلى الصفحة الرئيسية → /ar'])
  })

  it('marks a loader’s own English reason as English', async () => {
    const page = await arabicErrorPage(() => notFound('There is no page 4: the search has 3 pages.'))
    expect(elements(page.html, 'p')[1]?.attributes).toMatchObject({ lang: 'en', dir: 'auto' })
  })

  it('says the 503 and anything unexpected in Arabic', async () => {
    const unavailable = await arabicErrorPage(() => {
      throw contentUnavailableResponse()
    })
    expect(unavailable.heading).toEqual(['الخدمة غير متاحة مؤقتاً'])
    expect(unavailable.texts[1]).toBe('يتعذر علينا الوصول إلى المحتوى في الوقت الحالي. يرجى المحاولة مجدداً بعد دقيقة.')
    const bug = await arabicErrorPage(() => {
      throw new Error('The terms page document is missing from the dataset.')
    })
    expect(bug.heading).toEqual(['حدث خطأ غير متوقع!'])
  })
})
