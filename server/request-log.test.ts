import { EventEmitter } from 'node:events'
import { Writable } from 'node:stream'
import type { Request, Response } from 'express'
import { describe, expect, it } from 'vitest'
import { requestLog } from './request-log'

/** Logs one request for each URL, as the server would once its answer has gone out, and returns the lines. */
function logged(urls: string[]): Array<Record<string, unknown>> {
  const lines: Array<Record<string, unknown>> = []
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line))
      done()
    },
  })
  const log = requestLog({ destination: destination as never })
  for (const url of urls) {
    const res = Object.assign(new EventEmitter(), { statusCode: 200, getHeader: () => undefined })
    log({ method: 'GET', originalUrl: url, url } as Request, res as unknown as Response, () => undefined)
    res.emit('close')
  }
  return lines
}

describe('the request log', () => {
  it('names the path without its query, and never a proposal’s token', () => {
    const token = 'A'.repeat(43)
    const lines = logged([`/proposal/${token}`, `/ar/proposal/${token}/pdf?x=1`, '/search?q=secret', '/proposals'])
    expect(lines.map((line) => line.path)).toEqual(['/proposal/…', '/ar/proposal/…/pdf', '/search', '/proposals'])
    expect(JSON.stringify(lines)).not.toContain(token)
  })
})
