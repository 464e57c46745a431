import { defineArrayMember, defineField, defineType } from 'sanity'
import { translationStatusField } from './locale'
import { CATEGORIES } from './shared'

function tileCategories(tiles: unknown): string[] {
  if (!Array.isArray(tiles)) return []
  return (tiles as { category?: string }[]).flatMap((tile) => (tile?.category ? [tile.category] : []))
}

export const homeLayout = defineType({
  name: 'homeLayout',
  title: 'Home layout',
  type: 'document',
  fields: [
    translationStatusField,
    defineField({
      name: 'asideLinks',
      title: 'Side links',
      type: 'array',
      of: [defineArrayMember({ type: 'link' })],
    }),
    defineField({
      name: 'categoryTiles',
      title: 'Category tiles',
      type: 'array',
      of: [defineArrayMember({ type: 'categoryTile' })],
      description: 'One tile per catalogue category.',
      validation: (rule) => [
        rule.custom((tiles) => {
          const duplicate = tileCategories(tiles).find((c, i, all) => all.indexOf(c) !== i)
          return duplicate ? `"${duplicate}" has more than one tile.` : true
        }),
        rule
          .custom((tiles) => {
            const present = tileCategories(tiles)
            const missing = CATEGORIES.filter((c) => !present.includes(c))
            return missing.length ? `No tile yet for: ${missing.join(', ')}.` : true
          })
          .warning(),
      ],
    }),
    defineField({
      name: 'sections',
      title: 'Sections',
      type: 'array',
      description: 'The home page sections, top to bottom. Drag to reorder.',
      of: [
        defineArrayMember({ type: 'storyCardSection' }),
        defineArrayMember({ type: 'categorySection' }),
        defineArrayMember({ type: 'partnerSection' }),
      ],
    }),
  ],
  preview: {
    select: { sections: 'sections' },
    prepare({ sections }) {
      const count = Array.isArray(sections) ? sections.length : 0
      return { title: 'Home layout', subtitle: `${count} section${count === 1 ? '' : 's'}` }
    },
  },
})
