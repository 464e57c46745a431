import { stegaClean } from '@sanity/client/stega'
import { createDataAttribute } from '@sanity/visual-editing/create-data-attribute'
import type { EditAttribute, VisualEditingKit } from './kit'

/** Where kit.ts looks for the kit (named here too, not imported: see kit.ts). */
export const VISUAL_EDITING_KIT_GLOBAL = '__savannaVisualEditing'

/**
 * Sanity's `data-sanity` attribute, for what edit marks cannot carry (images, prices and other numbers, lists):
 * the visual-editing overlay reads it to outline the element and open that field in the Studio.
 */
export function editAttributeFor(studioUrl: string): EditAttribute {
  return (document, path) => {
    if (!document?._id || !document._type) return undefined
    return createDataAttribute({
      id: document._id.replace(/^drafts\./, ''),
      type: document._type,
      path,
      baseUrl: studioUrl,
    }).toString()
  }
}

/** Sanity's own encoder and cleaner, installed by the server and by preview pages (kit.ts). */
export const sanityVisualEditingKit: VisualEditingKit = {
  editAttributeFor,
  // stegaClean's type says the result is the cleaned version of the same shape, which it is.
  clean: <T>(value: T) => stegaClean(value) as T,
}
