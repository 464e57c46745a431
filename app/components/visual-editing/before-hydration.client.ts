import { sanityVisualEditingKit, VISUAL_EDITING_KIT_GLOBAL } from '~/content/visual-editing/edit-attribute-encoder'
import { isSanityChannelMessage } from '~/logic/studio-frame'

/**
 * Runs before a preview page hydrates, so the browser draws the same `data-sanity` attributes the server did.
 * The overlays' styles are injected by styled-components, which takes the page's CSP nonce from
 * `__webpack_nonce__` (the preview's policy allows style elements with that nonce).
 */
export function prepareVisualEditing(studioOrigin: string) {
  acceptChannelsOnlyFrom(studioOrigin)
  Object.assign(window, { [VISUAL_EDITING_KIT_GLOBAL]: sanityVisualEditingKit })
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce
  if (nonce) Object.assign(window, { __webpack_nonce__: nonce })
}

/**
 * Sanity's channel code (@sanity/comlink) completes a handshake with whichever window sends one, from any origin.
 * A listener in the capture phase runs before its listeners and stops every Sanity message from any origin but
 * the Studio's, so no other site can connect to the preview, read what it reports or write into it.
 */
function acceptChannelsOnlyFrom(studioOrigin: string) {
  window.addEventListener(
    'message',
    (event) => {
      if (event.origin !== studioOrigin && isSanityChannelMessage(event.data)) event.stopImmediatePropagation()
    },
    { capture: true },
  )
}
