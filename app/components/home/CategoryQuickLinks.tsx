import { SanityImage } from '~/components/shared/SanityImage'
import type { HomePage } from '~/content/types'
import { slugify } from '~/logic/slug'

/** Id of a home category section; the quick links and tiles jump to it. */
export const sectionId = (category: string) => `section-${slugify(category)}`

/*
 * Both strips are plain in-page links, so they work from the keyboard and without JavaScript; the 100 px
 * offset is the sections' `scroll-margin-top`. With JavaScript, InPageLinks makes the jump smooth and moves
 * focus to the section.
 */
export function CategoryQuickLinks({ categories }: { categories: string[] }) {
  return (
    <nav aria-label="Jump to a category" className="quick-links">
      <ul>
        {categories.map((category) => (
          <li key={category}>
            <a href={`#${sectionId(category)}`}>{category}</a>
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
            <a href={`#${sectionId(tile.category)}`} className="category-tile">
              <SanityImage
                image={tile.image}
                width={200}
                aspectRatio={4 / 3}
                alt=""
                priority={index < 2}
                sizes="(max-width: 445px) calc(50vw - 22px), (max-width: 899px) 200px, 156px"
              />
              <span>{tile.category}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
