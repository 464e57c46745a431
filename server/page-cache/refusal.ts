import { createHash } from 'node:crypto'
import type { Request, Response } from 'express'
import type { RefusalWords } from '~/host-seam'
import { escapeMarkup } from '~/logic/escape-markup'
import { NO_STORE } from '~/platform/plain-text'
import { sendPlainText } from '../send-plain-text'

/**
 * A refusal that says when to come back and that no cache may keep (429: this client, under pressure; 503: the
 * worker's backlog is full). A page a person asked for gets a short page in the site's colours that tries again
 * by itself once Retry-After has passed; anything else (a `.data` request, which the browser's own code retries:
 * app/services/refused-data-retry.client.ts) gets the text alone.
 */
export function refuse(
  req: Request,
  res: Response,
  status: 429 | 503,
  retryAfterSeconds: number,
  reason: RefusalReason,
  words: RefusalWords,
) {
  const headers = { ...NO_STORE, 'Retry-After': String(retryAfterSeconds) }
  const said = words[reason]
  if (!wantsPage(req)) return sendPlainText(res, status, `${said} ${words.tryAgainIn(retryAfterSeconds)}\n`, headers)
  res
    .status(status)
    .set({ ...headers, 'Content-Security-Policy': BUSY_PAGE_POLICY, 'Content-Language': words.lang })
    .type('text/html; charset=utf-8')
    .send(
      req.method === 'POST' ? notSentPage(said, retryAfterSeconds, words) : busyPage(said, retryAfterSeconds, words),
    )
}

/** Why the request was refused: the worker's backlog is full, or this client asked for too many new pages. */
export type RefusalReason = 'busyNow' | 'busyFromYourNetwork'

/**
 * What a person's browser shows as a page: a navigation or a form sent without JavaScript (not a `.data` request,
 * a script's fetch or an API client asking for something else).
 */
function wantsPage(req: Request): boolean {
  return (
    (req.method === 'GET' || req.method === 'POST') &&
    !req.path.endsWith('.data') &&
    req.accepts(['text/plain', 'text/html']) === 'text/html' &&
    (req.get('accept') ?? '').includes('text/html')
  )
}

// The site's own palette and fonts (app/styles/app.css), inline: the stylesheet is one more request to a busy server.
const STYLE = [
  'body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f6f1e7;color:#1d2320;',
  "font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;line-height:1.55}",
  'main{max-width:32rem;margin:24px;padding:32px;background:#fff;border-radius:12px;',
  'box-shadow:0 8px 24px rgb(20 42 29/.12)}',
  'h1{margin:0 0 8px;line-height:1.2;',
  "font-family:'Iowan Old Style','Palatino Linotype',Palatino,Georgia,serif;color:#142a1d}",
  'a{color:#1f3d2b;font-weight:600}',
].join('')
/** Nothing runs, loads or frames it; its one style element is allowed by its hash. */
const BUSY_PAGE_POLICY =
  `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; ` +
  "frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

const page = (words: RefusalWords, title: string, head: string, body: string) => `<!doctype html>
<html lang="${escapeMarkup(words.lang)}" dir="${words.dir}">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${head}<title>${escapeMarkup(title)} · ${escapeMarkup(words.siteName)}</title>
<style>${STYLE}</style>
<main>
<h1>${escapeMarkup(title)}</h1>
${body}
</main>
`

/**
 * A form refused before it reached the site: nothing was sent, and the form is one step back in the browser's
 * history with what the visitor typed still in it (browsers keep a form's values for Back). It does not reload
 * itself: a reload would send the form again without the visitor's say.
 */
const notSentPage = (reason: string, seconds: number, words: RefusalWords) =>
  page(
    words,
    words.notSentTitle,
    '',
    `<p>${escapeMarkup(reason)} ${escapeMarkup(words.notSentLead)}</p>\n` +
      `<p>${escapeMarkup(words.notSentBack(seconds))}</p>`,
  )

const busyPage = (reason: string, seconds: number, words: RefusalWords) =>
  page(
    words,
    words.busyTitle,
    `<meta http-equiv="refresh" content="${seconds}">\n`,
    `<p>${escapeMarkup(reason)}</p>\n` +
      `<p>${escapeMarkup(words.triesAgain(seconds))} <a href="">${escapeMarkup(words.tryAgainNow)}</a></p>`,
  )
