export type EditableDocument = { _id?: string | null; _type?: string | null }

/** The value of a `data-sanity` attribute for the element showing `path` of `document`, or nothing to mark. */
export type EditAttribute = (document: EditableDocument | null | undefined, path: string) => string | undefined

/**
 * What pages need of Sanity's visual-editing code: the `data-sanity` encoder and the edit-mark cleaner. The
 * server installs it at start (entry.server), and the browser only for a preview page, before it hydrates
 * (before-hydration.client.ts). Public pages' scripts never load it: their data carries no edit marks and they
 * mark nothing, so without it the cleaner changes nothing and no attribute is drawn.
 */
export type VisualEditingKit = {
  editAttributeFor(studioUrl: string): EditAttribute
  clean<T>(value: T): T
}

/**
 * The global it is handed over in. The browser's preview code sets it without importing this module
 * (edit-attribute-encoder.ts names it too; a unit test keeps the two equal): a module both sides imported would
 * be bundled into the preview code's chunk, which every page would then load.
 */
export const VISUAL_EDITING_KIT_GLOBAL = '__savannaVisualEditing'
const KIT = VISUAL_EDITING_KIT_GLOBAL

export function installVisualEditingKit(kit: VisualEditingKit) {
  Object.assign(globalThis, { [KIT]: kit })
}

export function visualEditingKit(): VisualEditingKit | undefined {
  return (globalThis as Record<string, unknown>)[KIT] as VisualEditingKit | undefined
}
