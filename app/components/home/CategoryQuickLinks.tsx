import { SanityImage } from '~/components/shared/SanityImage'
import type { HomePage } from '~/content/types'
import { useT, useTextLang } from '~/i18n/react'
import { categoryLabel } from '~/logic/categories'
import { slugify } from '~/logic/slug'

/** Id of a home category section; the quick links and tiles jump to it. */
export const sectionId = (category: string) => `section-${slugify(category)}`

/*
 * Both strips are plain in-page links, so they work from the keyboard and without JavaScript; the 100 px
 * offset is the sections' `scroll-margin-top`. With JavaScript, InPageLinks makes the jump smooth and moves
 * focus to the section.
 */
export function CategoryQuickLinks({ categories }: { categories: string[] }) {
  const t = useT()
  const textLang = useTextLang()
  return (
    <nav aria-label={t.home.jumpToCategory} className="quick-links">
      <ul>
        {categories.map((category) => (
          <li key={category}>
            <a href={`#${sectionId(category)}`} {...textLang(categoryLabel(category, t))}>
              {categoryLabel(category, t)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export function CategoryTiles({ tiles }: { tiles: NonNullable<NonNullable<HomePage['layout']>['categoryTiles']> }) {
  const t = useT()
  const textLang = useTextLang()
  return (
    <nav aria-label={t.home.browseByCategory} className="category-tiles">
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
              <span {...textLang(categoryLabel(tile.category, t))}>{categoryLabel(tile.category, t)}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
