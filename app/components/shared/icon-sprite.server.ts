/**
 * The drawings of the site's icons: the SVG markup of the sprite at the top of every page (IconSprite in
 * components/shared/Icons.tsx draws it, and every icon is a <use> of one of its ids). It is rendered on the
 * server only; in the browser the sprite keeps what the server drew, so the drawings are not sent a second time
 * inside the JavaScript.
 */

const symbol = (name: string, body: string) => `<symbol id="i-${name}" viewBox="0 0 24 24">${body}</symbol>`
const filled = (d: string) => `<path fill="currentColor" d="${d}"/>`

export const ICON_SPRITE_MARKUP = `<defs>${[
  symbol('facebook', filled('M14 8h3V4h-3c-2.8 0-4.5 1.9-4.5 4.7V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8Z')),
  symbol('twitter', filled('M4 3h4.6l4 5.6L17.5 3H20l-6.2 7.2L21 21h-4.6l-4.4-6.2L6.6 21H4l6.8-7.9Z')),
  symbol(
    'instagram',
    '<g fill="none" stroke="currentColor" stroke-width="2"><rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/><circle cx="17.5" cy="6.5" r="1" fill="currentColor"/></g>',
  ),
  symbol(
    'linkedin',
    filled(
      'M4 9h4v12H4zM6 3a2.2 2.2 0 1 1 0 4.4A2.2 2.2 0 0 1 6 3Zm4 6h3.8v1.7c.6-1 1.9-2 3.9-2 4 0 4.3 2.6 4.3 6V21h-4v-5.5c0-1.4 0-3.1-1.9-3.1s-2.1 1.5-2.1 3V21h-4Z',
    ),
  ),
  symbol(
    'phone',
    filled(
      'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1Z',
    ),
  ),
  symbol(
    'cart',
    '<g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.8a2 2 0 0 0 2-1.5L21 8H6.2"/><circle cx="10" cy="20.5" r="1.3"/><circle cx="17.5" cy="20.5" r="1.3"/></g>',
  ),
  symbol(
    'search',
    '<g fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"><circle cx="10.5" cy="10.5" r="6.5"/><path d="m20 20-4.8-4.8"/></g>',
  ),
  symbol(
    'chat',
    filled(
      'M12 2a10 10 0 0 0-8.7 14.9L2 22l5.3-1.3A10 10 0 1 0 12 2Zm5.3 13.9c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .2-3.3-.7-2.8-1.1-4.5-3.9-4.7-4.1-.1-.2-1.1-1.5-1.1-2.8s.7-2 1-2.3c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.9 2c.1.2.1.4 0 .6l-.4.6-.5.5c-.1.1-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.7-.1l1-1.2c.2-.3.4-.2.7-.1l1.9.9c.3.1.5.2.5.3.1.2.1.7-.1 1.4Z',
    ),
  ),
].join('')}</defs>`
