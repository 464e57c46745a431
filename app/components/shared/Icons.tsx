import type { ReactNode } from 'react'

/*
 * The site's icons are drawn once per page, as <symbol>s in IconSprite (the root renders it at the top of
 * <body>), and every icon on the page is a small <svg><use href="#i-…"/></svg> that points at one of them. A
 * card's star rating is one <use> of a row of five stars, cut to its count by the viewBox. Icons are
 * decorative (aria-hidden): whatever names them (a link's label, the rating's role="img") sits on the element
 * around them.
 */

export type IconName = 'facebook' | 'twitter' | 'instagram' | 'linkedin' | 'phone' | 'cart' | 'search' | 'chat'

const STAR = 'm12 2.8 2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8Z'
/** One star is 24 units square and the row steps 27 units: drawn at 16 px, that is 16 px stars 2 px apart. */
const STAR_SIZE = 24
const STAR_STEP = 27
export const MAX_STARS = 5

const SYMBOLS: Record<IconName, ReactNode> = {
  facebook: (
    <g fill="currentColor">
      <path d="M14 8h3V4h-3c-2.8 0-4.5 1.9-4.5 4.7V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8Z" />
    </g>
  ),
  twitter: (
    <g fill="currentColor">
      <path d="M4 3h4.6l4 5.6L17.5 3H20l-6.2 7.2L21 21h-4.6l-4.4-6.2L6.6 21H4l6.8-7.9Z" />
    </g>
  ),
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" />
    </g>
  ),
  linkedin: (
    <g fill="currentColor">
      <path d="M4 9h4v12H4zM6 3a2.2 2.2 0 1 1 0 4.4A2.2 2.2 0 0 1 6 3Zm4 6h3.8v1.7c.6-1 1.9-2 3.9-2 4 0 4.3 2.6 4.3 6V21h-4v-5.5c0-1.4 0-3.1-1.9-3.1s-2.1 1.5-2.1 3V21h-4Z" />
    </g>
  ),
  phone: (
    <g fill="currentColor">
      <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1Z" />
    </g>
  ),
  cart: (
    <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.8a2 2 0 0 0 2-1.5L21 8H6.2" />
      <circle cx="10" cy="20.5" r="1.3" />
      <circle cx="17.5" cy="20.5" r="1.3" />
    </g>
  ),
  search: (
    <g fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m20 20-4.8-4.8" />
    </g>
  ),
  chat: (
    <g fill="currentColor">
      <path d="M12 2a10 10 0 0 0-8.7 14.9L2 22l5.3-1.3A10 10 0 1 0 12 2Zm5.3 13.9c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .2-3.3-.7-2.8-1.1-4.5-3.9-4.7-4.1-.1-.2-1.1-1.5-1.1-2.8s.7-2 1-2.3c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.9 2c.1.2.1.4 0 .6l-.4.6-.5.5c-.1.1-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.7-.1l1-1.2c.2-.3.4-.2.7-.1l1.9.9c.3.1.5.2.5.3.1.2.1.7-.1 1.4Z" />
    </g>
  ),
}

export const ICON_NAMES = Object.keys(SYMBOLS) as IconName[]
const symbolId = (name: IconName) => `i-${name}`
const STARS_ID = 'i-stars'

/** Every icon's drawing, once: rendered at the top of each page's <body>, never shown itself. */
export function IconSprite() {
  return (
    <svg className="icon-sprite" width="0" height="0" aria-hidden="true" focusable="false">
      <defs>
        {ICON_NAMES.map((name) => (
          <symbol key={name} id={symbolId(name)} viewBox="0 0 24 24">
            {SYMBOLS[name]}
          </symbol>
        ))}
        <path id="i-star" d={STAR} />
        <g id={STARS_ID} fill="currentColor">
          {Array.from({ length: MAX_STARS }, (_, index) => (
            <use key={index} href="#i-star" x={index ? index * STAR_STEP : undefined} />
          ))}
        </g>
      </defs>
    </svg>
  )
}

/** A decorative icon, `size` CSS pixels square, drawn from the sprite. */
export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`#${symbolId(name)}`} />
    </svg>
  )
}

/** `count` stars in a row, each 16 px with 2 px between them: one <use> of the five-star row, cut to length. */
export function StarRow({ count }: { count: number }) {
  const stars = Math.max(1, Math.min(MAX_STARS, count))
  const units = stars * STAR_STEP - (STAR_STEP - STAR_SIZE)
  return (
    <svg width={(units * 16) / STAR_SIZE} height="16" viewBox={`0 0 ${units} ${STAR_SIZE}`} aria-hidden="true" focusable="false">
      <use href={`#${STARS_ID}`} />
    </svg>
  )
}

export const SOCIAL_ICONS = {
  facebook: 'facebook',
  twitter: 'twitter',
  instagram: 'instagram',
  linkedin: 'linkedin',
} as const satisfies Record<string, IconName>

export const SOCIAL_LABELS = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
} as const
