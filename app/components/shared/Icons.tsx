import { createContext, useContext, useState } from 'react'

/*
 * The site's icons are drawn once per page, as <symbol>s in IconSprite (the root renders it at the top of
 * <body>), and every icon on the page is a small <svg><use href="#i-…"/></svg> that points at one of them. A
 * card's star rating is one <use> of a row of five stars, cut to its count by the viewBox. Icons are
 * decorative (aria-hidden): whatever names them (a link's label, the rating's role="img") sits on the element
 *  * around them. The drawings themselves are markup only the server renders (icon-sprite.server.ts, beside this
 * file). No icon carries `focusable="false"`: only Internet Explorer and the old Edge put an SVG in the tab order.
 */

export type IconName = 'facebook' | 'twitter' | 'instagram' | 'linkedin' | 'phone' | 'cart' | 'search' | 'chat'
export const ICON_NAMES: IconName[] = [
  'facebook',
  'twitter',
  'instagram',
  'linkedin',
  'phone',
  'cart',
  'search',
  'chat',
]

const symbolId = (name: IconName) => `i-${name}`
export const ICON_SPRITE_ID = 'icon-sprite'

/** The sprite's drawings, provided by entry.server (the browser never has them: see IconSprite). */
export const IconSpriteMarkupContext = createContext<string | undefined>(undefined)

/**
 * The sprite, never shown itself. The server draws it from `markup` or the context entry.server gives. The browser has
 * no markup to give it (the drawings stay out of the JavaScript): it keeps what the server drew, read back from the
 * page, so hydration finds the same content and a later re-mount (the root error boundary) draws it again.
 */
export function IconSprite({ markup }: { markup?: string }) {
  const serverMarkup = useContext(IconSpriteMarkupContext)
  const [html] = useState(
    () =>
      markup ??
      serverMarkup ??
      (typeof document === 'undefined' ? '' : (document.getElementById(ICON_SPRITE_ID)?.innerHTML ?? '')),
  )
  return (
    <svg
      id={ICON_SPRITE_ID}
      className="icon-sprite"
      width="0"
      height="0"
      aria-hidden="true"
      focusable="false"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: only the site's own drawings (see above)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}

/**
 * A decorative icon, `size` CSS pixels square, drawn from the sprite. `directional` for one that points along the
 * line (next, back, "view all"): app.css mirrors it on a right-to-left page. A phone or a cart is not.
 */
export function Icon({ name, size = 20, directional }: { name: IconName; size?: number; directional?: boolean }) {
  return (
    <svg width={size} height={size} aria-hidden="true" className={directional ? 'icon--directional' : undefined}>
      <use href={`#${symbolId(name)}`} />
    </svg>
  )
}

export const SOCIAL_ICONS = {
  facebook: 'facebook',
  twitter: 'twitter',
  instagram: 'instagram',
  linkedin: 'linkedin',
} as const satisfies Record<string, IconName>
