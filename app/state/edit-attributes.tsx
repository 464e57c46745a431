import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { type EditAttribute, visualEditingKit } from '~/content/visual-editing/kit'

/**
 * Whether, and how, this page marks elements for the Studio's visual editing (`data-sanity` attributes): only a
 * preview rendered for the Studio does, with the encoder the server and preview pages install (content/visual-
 * editing/kit.ts). Public pages draw no attribute and load no encoder.
 */
const noAttribute: EditAttribute = () => undefined
const EditAttributeContext = createContext<EditAttribute>(noAttribute)

export function EditAttributesProvider({
  studioUrl,
  children,
}: {
  studioUrl: string | undefined
  children: ReactNode
}) {
  const encode = useMemo(() => {
    const kit = studioUrl ? visualEditingKit() : undefined
    return studioUrl && kit ? kit.editAttributeFor(studioUrl) : noAttribute
  }, [studioUrl])
  return <EditAttributeContext.Provider value={encode}>{children}</EditAttributeContext.Provider>
}

/** `data-sanity={edit(document, 'price')}`: the attribute in preview, nothing (no attribute at all) on public pages. */
export function useEditAttribute(): EditAttribute {
  return useContext(EditAttributeContext)
}
