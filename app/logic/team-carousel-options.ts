import type { KeenSliderOptions } from 'keen-slider'

/**
 * The spec's carousel settings on keen-slider: 3 cards a view with a 30 px gap, and, as the viewport narrows,
 * 2 (≤ 1100 px), 1.5 (≤ 1024 px), 1 (≤ 750 px) and 1 with a 20 px gap (≤ 200 px); 300 ms transitions.
 * When several media queries match, keen-slider applies the last, so the narrowest comes last.
 */
export const TEAM_CAROUSEL_OPTIONS: KeenSliderOptions = {
  initial: 0,
  slides: { perView: 3, spacing: 30 },
  defaultAnimation: { duration: 300 },
  breakpoints: {
    '(max-width: 1100px)': { slides: { perView: 2, spacing: 30 } },
    '(max-width: 1024px)': { slides: { perView: 1.5, spacing: 30 } },
    '(max-width: 750px)': { slides: { perView: 1, spacing: 30 } },
    '(max-width: 200px)': { slides: { perView: 1, spacing: 20 } },
  },
}

/**
 * The settings for a page's direction. keen-slider lays its track out left to right whatever the page says, so on
 * a right-to-left page it needs `rtl` to put the first card on the right and slide the next one in from the left;
 * the option is top level only, so every breakpoint keeps it.
 */
export function teamCarouselOptions(dir: 'ltr' | 'rtl'): KeenSliderOptions {
  return { ...TEAM_CAROUSEL_OPTIONS, rtl: dir === 'rtl' }
}
