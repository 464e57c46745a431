import type { DocumentBadgeComponent } from 'sanity'
import { lacksTranslation } from './needs-translation'
import { TRANSLATED_LANGS } from './schemaTypes/locale'

/** A badge per language a document lacks some translation in; the fields themselves carry the warnings. */
export const needsTranslationBadges: DocumentBadgeComponent[] = TRANSLATED_LANGS.map((language) => {
  const badge: DocumentBadgeComponent = ({ draft, published }) =>
    lacksTranslation(draft ?? published, language.id)
      ? {
          label: `Needs ${language.title}`,
          title: `Some English texts have no ${language.title} yet: see the fields' warnings.`,
          color: 'warning',
        }
      : null
  return badge
})
