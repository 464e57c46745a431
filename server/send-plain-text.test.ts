// @starts-processes: an HTTP server on loopback, so only npm test runs it (decision 058)
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { NO_STORE, plainText } from '~/platform/plain-text'
import { sendPlainText } from './send-plain-text'

let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

describe('the host’s plain-text answer', () => {
  it('is what the app answers with plainText: the same status, text and headers', async () => {
    const app = express()
    app.get('/', (_req, res) =>
      sendPlainText(res, 405, 'Method Not Allowed', { ...NO_STORE, Allow: 'GET, HEAD, POST' }),
    )
    await new Promise<void>((resolve) => (server = app.listen(0, '127.0.0.1', resolve)))
    const fromHost = await fetch(`http://127.0.0.1:${(server!.address() as AddressInfo).port}/`)
    const fromApp = plainText('Method Not Allowed', 405, { ...NO_STORE, Allow: 'GET, HEAD, POST' })
    expect(fromHost.status).toBe(fromApp.status)
    for (const name of ['content-type', 'cache-control', 'allow'])
      expect(fromHost.headers.get(name), name).toBe(fromApp.headers.get(name))
    expect(await fromHost.text()).toBe(await fromApp.text())
  })
})
