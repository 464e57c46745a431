import { createHash } from 'node:crypto'
import type { Request, Response } from 'express'
import { NO_STORE } from '~/server/plain-text'
import { sendPlainText } from '../plain-text'

/**
 * A refusal that says when to come back and that no cache may keep (429: this client, under pressure; 503: the
 * worker's backlog is full). A page a person asked for gets a short page in the site's colours that tries again
 * by itself once Retry-After has passed; anything else (a `.data` request, which the browser's own code retries:
 * app/services/refused-data-retry.client.ts) gets the text alone.
 */
export function refuse(req: Request, res: Response, status: 429 | 503, retryAfterSeconds: number, reason: string) {
  const headers = { ...NO_STORE, 'Retry-After': String(retryAfterSeconds) }
  const wait = `${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'second' : 'seconds'}`
  if (!wantsPage(req)) return sendPlainText(res, status, `${reason} Please try again in ${wait}.\n`, headers)
  res
    .status(status)
    .set({ ...headers, 'Content-Security-Policy': BUSY_PAGE_POLICY })
    .type('text/html; charset=utf-8')
    .send(req.method === 'POST' ? notSentPage(reason, wait) : busyPage(reason, wait, retryAfterSeconds))
}

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

/**
 * A form refused before it reached the site: nothing was sent, and the form is one step back in the browser's
 * history with what the visitor typed still in it (browsers keep a form's values for Back). It does not reload
 * itself: a reload would send the form again without the visitor's say.
 */
const notSentPage = (reason: string, wait: string) => `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Not sent yet · Savanna Links Golf &amp; Safari</title>
<style>${STYLE}</style>
<main>
<h1>Not sent yet</h1>
<p>${reason} Your form has not been sent, and nothing you typed is lost.</p>
<p>Go back to the form with your browser’s Back button: what you typed is still there.
Then send it again in ${wait}.</p>
</main>
`

const busyPage = (reason: string, wait: string, seconds: number) => `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${seconds}">
<title>One moment, please · Savanna Links Golf &amp; Safari</title>
<style>${STYLE}</style>
<main>
<h1>One moment, please</h1>
<p>${reason}</p>
<p>This page tries again by itself in ${wait}. <a href="">Try again now</a></p>
</main>
`
