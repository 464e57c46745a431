// The About page's team carousel as the server sends it, from the seed's eight team members (ABOUT_PAGE_QUERY).
import { describe, expect, it } from 'vitest'
import { ABOUT_PAGE_QUERY } from '~/content/queries'
import { withFirstDesignedTrips } from '~/logic/designed-trips'
import { elements, links } from '../../../tests/support/markup'
import { renderPage } from '../../../tests/support/render-page'
import { querySeed, seedContent } from '../../../tests/support/seed-content'
import { TeamCarousel } from './TeamCarousel'

const carousel = async () => {
  const about = await querySeed(ABOUT_PAGE_QUERY)
  return renderPage(<TeamCarousel team={withFirstDesignedTrips(about.team, about.trips)} />)
}

describe('the team carousel', () => {
  it('labels each card with its place and name, in the editor’s order', async () => {
    const cards = elements(await carousel(), 'article').map((article) => article.attributes['aria-label'])
    expect(cards).toHaveLength(8)
    expect(cards.slice(0, 2)).toEqual(['1 of 8: Amani Njoroge', '2 of 8: David Otieno'])
    expect(cards.at(-1)).toBe('8 of 8: Emily Carter')
  })

  it('has a bullet per member, the first current, and arrows, before keen-slider has measured anything', async () => {
    const html = await carousel()
    const bullets = elements(html, 'button').filter((button) => button.attributes.class === 'carousel__dot')
    expect(bullets.map((bullet) => bullet.attributes['aria-label'])).toHaveLength(8)
    expect(
      bullets
        .filter((bullet) => bullet.attributes['aria-current'] === 'true')
        .map((bullet) => bullet.attributes['aria-label']),
    ).toEqual(['Show Amani Njoroge'])
    expect(
      elements(html, 'button')
        .filter((button) => button.attributes.class === 'carousel__arrow')
        .map((button) => button.attributes['aria-label']),
    ).toEqual(['Previous team member', 'Next team member'])
    // Laid out as a plain row until keen-slider is ready in the browser.
    expect(elements(html, 'section')[0]?.attributes.class).toBe('team-carousel')
  })

  it('lets a visitor call or write to each member, and open the trips they design', async () => {
    const html = await carousel()
    expect(links(elements(html, 'article')[6]!.html)).toEqual([
      'omar@savannalinks.example → mailto:omar@savannalinks.example',
      '+971 4 000 0117 → tel:+97140000117',
      'Dubai → /itinerary/dubai',
      'The trip Omar designs, in full → /specialists/team-07',
    ])
  })

  it('lists under each person their first three trips, telling apart two of one name, then a link to all', async () => {
    const html = await carousel()
    const joseph = elements(html, 'article')[4]!.html
    expect(elements(joseph, 'h4').map((heading) => heading.text)).toEqual(['Trips Joseph designs'])
    // Seven trips name Joseph: the first three in the site's order, then his listing.
    expect(links(joseph).slice(2)).toEqual([
      'Rwanda → /itinerary/rwanda',
      'Rwanda → /itinerary/rwanda-circuit',
      'Hells Gate National Park → /itinerary/hells-gate-national-park',
      'All 7 trips Joseph designs → /specialists/team-05',
    ])
    expect(elements(joseph, 'li').map((item) => item.text)).toContain('Rwanda (Circuits)')
    // Faith designs none: her card has no such list.
    expect(elements(elements(html, 'article')[5]!.html, 'h4')).toEqual([])
  })

  it('lists an item naming no one under its package’s specialist, a package no item opens under its own', async () => {
    seedContent.change((seed) =>
      seed
        .filter((doc) => doc._id !== 'item-dubai')
        .map((doc) => {
          if (doc._id === 'item-rwanda') return { ...doc, specialist: undefined }
          if (doc._id === 'package-rwanda-package')
            return { ...doc, specialist: { _type: 'reference', _ref: 'team-08' } }
          return doc
        }),
    )
    try {
      const articles = elements(await carousel(), 'article')
      const tripsOf = (index: number) => links(articles[index]!.html).filter((link) => link.includes('/itinerary/'))
      expect(tripsOf(4)).not.toContain('Rwanda → /itinerary/rwanda')
      expect(tripsOf(7)).toContain('Rwanda → /itinerary/rwanda')
      expect(tripsOf(7)).not.toContain('Rwanda Package → /itinerary/rwanda-package')
      expect(tripsOf(6)).toEqual(['Dubai Package → /itinerary/dubai-package'])
    } finally {
      seedContent.reset()
    }
  })
})
