import type { MouseEvent } from 'react'
import { SanityImage } from '~/components/SanityImage'
import type { HomePage } from '~/content/types'
import { slugify } from '~/utils/slug'

/** Id of a home category section; the quick links and tiles jump to it. */
export const sectionId = (category: string) => `section-${slugify(category)}`

/**
 * Both strips are plain in-page links, so they work from the keyboard and without JavaScript; the 100 px
 * offset is the sections' `scroll-margin-top`. With JavaScript the jump is smooth (unless the visitor asks
 * for reduced motion) and focus moves to the section, as a screen-reader user expects.
 */
function scrollToSection(event: MouseEvent<HTMLAnchorElement>) {
  const id = event.currentTarget.hash.slice(1)
  const section = document.getElementById(id)
  if (!section) return
  event.preventDefault()
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  // Focus first: focusing during a smooth scroll makes Chromium retarget it and lose the offset.
  section.focus({ preventScroll: true })
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' })
  window.history.replaceState(window.history.state, '', `#${id}`)
}

export function CategoryQuickLinks({ categories }: { categories: string[] }) {
  return (
    <nav aria-label="Jump to a category" className="quick-links">
      <ul>
        {categories.map((category) => (
          <li key={category}>
            <a href={`#${sectionId(category)}`} onClick={scrollToSection}>
              {category}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export function CategoryTiles({ tiles }: { tiles: NonNullable<NonNullable<HomePage['layout']>['categoryTiles']> }) {
  return (
    <nav aria-label="Browse by category" className="category-tiles">
      <ul>
        {tiles.map((tile, index) => (
          <li key={tile._key}>
            <a href={`#${sectionId(tile.category)}`} className="category-tile" onClick={scrollToSection}>
              <SanityImage image={tile.image} width={320} aspectRatio={4 / 3} alt="" priority={index < 2} sizes="(max-width: 600px) 50vw, 220px" />
              <span>{tile.category}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
