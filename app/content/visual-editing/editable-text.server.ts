import type { ContentSourceMapParsedPath, InitializedStegaConfig } from '@sanity/client/stega'
import { LANG_IDS } from '#shared/languages'

const LANGUAGE_KEYS = new Set<string>(LANG_IDS)

/**
 * The fields whose text an editor reads on the page and may click to edit: these, and only these, get edit
 * marks in preview. Everything else stays clean because the code uses it as data: slugs, categories,
 * countries and activities (filters and URLs), anchors, e-mail addresses and phone numbers (links), alt texts,
 * colours, kinds and variants (class names), the chat link's text (a URL parameter).
 */
const EDITABLE_TEXT_FIELDS = new Set([
  'title',
  'name',
  'description',
  'summary',
  'subtitle',
  'heading',
  'intro',
  'text',
  'body',
  'bio',
  'position',
  'tagline',
  'itineraryTagline',
  'highlights',
  'included',
  'excluded',
  'destination',
  'address',
  'author',
  'companyBlurb',
  'subscribeBlurb',
  'contactIntro',
  'timelineItems',
])

/**
 * The field a value sits in: the last named step of its path (`included[3]` is in `included`), past the language of
 * a translated field (`name.ar` and `included.ar[3]` are in `name` and `included`: decision 042).
 */
function fieldName(path: ContentSourceMapParsedPath): string | undefined {
  for (let index = path.length - 1; index >= 0; index -= 1) {
    const step = path[index]
    if (typeof step === 'string' && !(LANGUAGE_KEYS.has(step) && index > 0)) return step
  }
  return undefined
}

export function isEditableText(path: ContentSourceMapParsedPath): boolean {
  const field = fieldName(path)
  return (
    field !== undefined && EDITABLE_TEXT_FIELDS.has(field) && !path.some((step) => step === 'slug' || step === 'seo')
  )
}

/** Stega for preview reads: Sanity's own filter (no URLs, dates, system fields…) narrowed to the fields above. */
export function previewStega(studioUrl: string): InitializedStegaConfig {
  return {
    enabled: true,
    studioUrl,
    filter: (props) => isEditableText(props.sourcePath) && props.filterDefault(props),
  }
}
