import type { Request, Response } from 'express'
import { NO_STORE } from '~/server/plain-text'
import { sendPlainText } from '../plain-text'

/**
 * A refusal that says when to come back and that no cache may keep (429: this client, under pressure; 503: the
 * worker's backlog is full). A page a person asked for gets a short page that tries again by itself once
 * Retry-After has passed; anything else (a `.data` request, which the browser's own code retries: entry.client's
 * refused-data retry) gets the text alone.
 */
export function refuse(req: Request, res: Response, status: 429 | 503, retryAfterSeconds: number, text: string) {
  const headers = { ...NO_STORE, 'Retry-After': String(retryAfterSeconds) }
  if (!wantsPage(req)) return sendPlainText(res, status, `${text}\n`, headers)
  res.status(status).set(headers).type('text/html; charset=utf-8').send(busyPage(text, retryAfterSeconds))
}

/** A navigation to a page (not a `.data` request, a script's fetch or an API client asking for something else). */
function wantsPage(req: Request): boolean {
  return req.method === 'GET' && !req.path.endsWith('.data') && req.accepts(['text/plain', 'text/html']) === 'text/html' && (req.get('accept') ?? '').includes('text/html')
}

const busyPage = (text: string, seconds: number) => `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${seconds}">
<title>One moment, please</title>
<h1>One moment, please</h1>
<p>${text}</p>
<p>This page tries again by itself in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}. <a href="">Try again now</a></p>
`
