import { sanityVisualEditingKit, VISUAL_EDITING_KIT_GLOBAL } from '~/content/visual-editing/edit-attribute-encoder'

/**
 * Runs before a preview page hydrates, so the browser draws the same `data-sanity` attributes the server did.
 * The overlays' styles are injected by styled-components, which takes the page's CSP nonce from
 * `__webpack_nonce__` (the preview's policy allows style elements with that nonce).
 */
export function prepareVisualEditing() {
  Object.assign(window, { [VISUAL_EDITING_KIT_GLOBAL]: sanityVisualEditingKit })
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce
  if (nonce) Object.assign(window, { __webpack_nonce__: nonce })
}
