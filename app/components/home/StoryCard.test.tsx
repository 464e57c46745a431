// The home page's story cards from the seed: their text, tags and the editor's own colour.
import { describe, expect, it } from 'vitest'
import { HOME_PAGE_QUERY } from '~/content/queries'
import { elements } from '../../../tests/support/markup'
import { renderPage } from '../../../tests/support/render-page'
import { querySeed } from '../../../tests/support/seed-content'
import { StoryCard } from './StoryCard'

async function storyCards() {
  const home = await querySeed(HOME_PAGE_QUERY, { today: '2026-11-24' })
  return (home.layout?.sections ?? []).flatMap((section) =>
    section._type === 'storyCardSection' && section.card ? [section.card] : [],
  )
}

describe('a story card', () => {
  it('shows its subtitle, title, description and tags, titled for the section it is', async () => {
    const [first] = await storyCards()
    const html = await renderPage(<StoryCard card={first!} />)
    const [section] = elements(html, 'section')
    expect(section?.attributes).toMatchObject({
      class: 'story-card story-card--blue',
      'aria-labelledby': 'story-story-blue',
    })
    expect(elements(html, 'h2')[0]).toMatchObject({
      text: 'Golfing Adventures',
      attributes: { id: 'story-story-blue' },
    })
    expect(elements(html, 'li').map((li) => li.text)).toEqual([
      'Championship courses',
      'Tee times arranged',
      'Caddies & club hire',
      'Golf and safari',
    ])
    // The card's own widths (a phone's 1× and 2×, a desktop's 2×), the last capped at the widest 4:3 crop of the
    // seed's 1200×800 picture.
    expect(
      elements(html, 'img')[0]
        ?.attributes.srcset?.split(', ')
        .map((candidate) => candidate.split(' ')[1]),
    ).toEqual(['360w', '720w', '1066w'])
  })

  it('takes the editor’s colour only for a custom card', async () => {
    const cards = await storyCards()
    const custom = cards.find((card) => card.variant === 'custom')!
    expect(custom.color).toBe('#A86B28')
    expect(elements(await renderPage(<StoryCard card={custom} />), 'section')[0]?.attributes.style).toBe(
      '--story-accent:#A86B28',
    )
    const blue = cards.find((card) => card.variant === 'blue')!
    expect(
      elements(await renderPage(<StoryCard card={{ ...blue, color: '#A86B28' }} />), 'section')[0]?.attributes.style,
    ).toBeUndefined()
  })
})
