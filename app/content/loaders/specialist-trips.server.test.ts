// A team member's listing (issue 42, rule 10) over the seed: About's order, a page at a time, and its 404s.
import { describe, expect, it, vi } from 'vitest'
import { notFoundFrom, testOnSeedDay } from '../../../tests/support/loader-test'
import { loadSpecialistTrips } from './specialist-trips.server'

vi.mock('~/content/content.server', () => import('../../../tests/support/seed-content'))
testOnSeedDay()

const listing = async (path: string, member: string) =>
  (await loadSpecialistTrips(new Request(`https://savanna.example${path}`), member)).data

describe('a team member’s listing', () => {
  it('shows every trip naming them as cards, first the three their card on About lists', async () => {
    const joseph = await listing('/specialists/team-05', 'team-05')
    expect(joseph.member).toMatchObject({ _id: 'team-05', name: 'Joseph Lemayian' })
    expect(joseph.total).toBe(7)
    expect(joseph.items.map((item) => item.slug).slice(0, 3)).toEqual([
      'rwanda',
      'rwanda-circuit',
      'hells-gate-national-park',
    ])
    expect(joseph.items).toHaveLength(7)
    expect(joseph.basePath).toBe('/specialists/team-05')
  })

  it('speaks the page’s language, and keeps its edition in the pager’s path', async () => {
    const joseph = await listing('/ar/specialists/team-05', 'team-05')
    expect(joseph.basePath).toBe('/ar/specialists/team-05')
    expect(joseph.member.position).toMatch(/[\u0600-\u06ff]/)
  })

  it('is a 404 that says why for someone not on the team, or a page past the last', async () => {
    expect(await notFoundFrom(listing('/ar/specialists/nobody', 'nobody'))).toMatchObject({
      status: 404,
      message: 'لا يوجد أحد في فريقنا بهذا العنوان.',
      link: { href: '/ar/about' },
    })
    expect(await notFoundFrom(listing('/specialists/team-05?page=2', 'team-05'))).toMatchObject({
      status: 404,
      link: { href: '/specialists/team-05' },
    })
  })
})
