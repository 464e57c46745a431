import { describe, expect, it } from 'vitest'
import { TEAM_CAROUSEL_OPTIONS, teamCarouselOptions } from './team-carousel-options'

describe('the team carousel’s keen-slider options', () => {
  it('run right to left on a right-to-left page', () => {
    expect(teamCarouselOptions('rtl').rtl).toBe(true)
  })

  it('run left to right otherwise, with the settings unchanged', () => {
    expect(teamCarouselOptions('ltr')).toEqual({ ...TEAM_CAROUSEL_OPTIONS, rtl: false })
  })

  it('keep the direction at every width: no breakpoint overrides it', () => {
    for (const dir of ['ltr', 'rtl'] as const) {
      const breakpoints = Object.values(teamCarouselOptions(dir).breakpoints ?? {})
      expect(breakpoints.length).toBeGreaterThan(0)
      expect(breakpoints.filter((options) => 'rtl' in options)).toEqual([])
    }
  })
})
