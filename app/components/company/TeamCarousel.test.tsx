// The About page's team carousel as the server sends it, from the seed's eight team members (ABOUT_PAGE_QUERY).
import { describe, expect, it } from 'vitest'
import { ABOUT_PAGE_QUERY } from '~/content/queries'
import { elements, links } from '../../../tests/support/markup'
import { renderPage } from '../../../tests/support/render-page'
import { querySeed } from '../../../tests/support/seed-content'
import { TeamCarousel } from './TeamCarousel'

const carousel = async () => renderPage(<TeamCarousel team={(await querySeed(ABOUT_PAGE_QUERY)).team} />)

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

  it('lets a visitor call or write to each member', async () => {
    const html = await carousel()
    expect(links(elements(html, 'article')[6]!.html)).toEqual([
      'omar@savannalinks.example → mailto:omar@savannalinks.example',
      '+971 4 000 0117 → tel:+97140000117',
    ])
  })
})
