import { DEFAULT_LANG } from '#shared/languages'
/**
 * What the offline Studio answers a browser that is not signed in (studio-host.ts): where to find a sign-in link.
 * Nothing in it is secret; it carries no token and loads nothing.
 */
export const SIGN_IN_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'"

const NEW_LINK =
  '<p>Lost it, used it already, or opening the Studio in another browser? ' +
  "Run <code>npm run studio:link</code> in the project's folder while <code>npm start</code> runs, " +
  'and open the link it prints (restarting <code>npm start</code> prints a new one too).</p>'

function page(title: string, body: string): string {
  return (
    // The Studio's own interface is in the default language only (decision 042).
    `<!doctype html><html lang="${DEFAULT_LANG}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${title}</title>\n` +
    '<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1f2933}' +
    'code{font-size:.95em;background:#f0f2f4;padding:.1em .3em;border-radius:3px}</style></head>\n' +
    `<body><main><h1>${title}</h1>${body}</main></body></html>`
  )
}

/** A Studio page asked for without a session. */
export const signInPage = (): string =>
  page(
    'Sign in to the Studio',
    '<p>This Studio signs its editor in with a one-time link. ' +
      'Open the link <code>npm start</code> printed in the terminal it runs in: ' +
      `the line that starts with <code>Studio: sign in</code>.</p>${NEW_LINK}`,
  )

/** A sign-in link followed a second time, made up, or made before the host restarted. */
export const usedLinkPage = (): string =>
  page(
    'This sign-in link does not work any more',
    "<p>Each sign-in link works once, and only until the Studio's host restarts. " +
      `If this browser is signed in already, <a href="/">open the Studio</a>.</p>${NEW_LINK}`,
  )
