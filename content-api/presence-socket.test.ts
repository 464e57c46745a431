// @starts-processes: a local Content API, so only npm test runs it (decision 058)
import { randomBytes } from 'node:crypto'
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { type Running, startApi, TEST_TOKEN } from '../tests/support/content-api'
import { PRESENCE_MAX_MESSAGE_BYTES } from './studio-api/presence-socket'

/** The Studio's presence socket: accepted, answered in Sanity's bifur protocol (JSON-RPC), and otherwise quiet. */
let lake: Running
beforeAll(async () => {
  lake = await startApi({ studio: true })
})
afterAll(() => lake.dispose())

const socketUrl = (path: string) => `${lake.origin.replace(/^http/, 'ws')}${path}`

/** A socket as the Studio opens it (from its page on localhost:3333), once it is open. */
function connect(path = '/v2022-06-30/socket/production?tag=sanity.studio'): Promise<WebSocket> {
  const socket = new WebSocket(socketUrl(path), { origin: 'http://localhost:3333' })
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket))
    socket.once('error', reject)
  })
}

/** The texts the server sends, in order. */
function reader(socket: WebSocket) {
  const texts: string[] = []
  socket.on('message', (data, isBinary) => {
    if (!isBinary) texts.push(data.toString())
  })
  return {
    texts,
    async next(count: number) {
      for (let i = 0; i < 250 && texts.length < count; i++) await new Promise((r) => setTimeout(r, 20))
      return texts.slice(0, count)
    },
  }
}

const closed = (socket: WebSocket) => new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)))

/** The status an upgrade request is answered with (101 when the socket was accepted). */
function upgradeStatus(path: string, origin: string): Promise<number> {
  const url = new URL(lake.origin)
  return new Promise((resolve, reject) => {
    const req = request({
      host: url.hostname,
      port: url.port,
      path,
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
        Origin: origin,
      },
    })
    req.on('upgrade', (res, socket) => {
      socket.destroy()
      resolve(res.statusCode ?? 0)
    })
    req.on('response', (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on('error', reject)
    req.end()
  })
}

describe('the presence socket', () => {
  it('accepts the WebSocket and answers bifur requests, then stays quiet', async () => {
    const socket = await connect()
    const read = reader(socket)
    socket.send(
      JSON.stringify({
        jsonrpc: '2.0',
        method: 'authorization',
        params: { authorization: `Bearer ${TEST_TOKEN}`, apiVersion: 'v1' },
        id: 'a1',
      }),
    )
    socket.send(
      JSON.stringify({ jsonrpc: '2.0', method: 'presence_subscribe', params: { apiVersion: 'v1' }, id: 'a2' }),
    )
    socket.send(
      JSON.stringify({
        jsonrpc: '2.0',
        method: 'presence_announce',
        params: { data: { locations: [] }, apiVersion: 'v1' },
        id: 'a3',
      }),
    )
    const [auth, subscribe, announce] = (await read.next(3)).map((text) => JSON.parse(text))
    expect(auth).toEqual({ jsonrpc: '2.0', id: 'a1', result: null })
    expect(subscribe).toMatchObject({ jsonrpc: '2.0', id: 'a2' })
    expect(typeof subscribe.result).toBe('string')
    expect(announce).toEqual({ jsonrpc: '2.0', id: 'a3', result: null })
    // Nothing else arrives, and the connection stays open.
    await new Promise((r) => setTimeout(r, 300))
    expect(read.texts).toHaveLength(3)
    expect(socket.readyState).toBe(WebSocket.OPEN)
    socket.close()
  })

  it('answers a request sent in fragments once it is whole', async () => {
    const socket = await connect()
    const read = reader(socket)
    const text = JSON.stringify({
      jsonrpc: '2.0',
      method: 'presence_rollcall',
      params: { apiVersion: 'v1' },
      id: 'in-parts',
    })
    socket.send(text.slice(0, 10), { fin: false })
    socket.send(text.slice(10, 30), { fin: false })
    socket.send(text.slice(30), { fin: true })
    expect((await read.next(1)).map((answer) => JSON.parse(answer))).toEqual([
      { jsonrpc: '2.0', id: 'in-parts', result: null },
    ])
    socket.close()
  })

  it('closes with 1009 (message too big) when fragments add up past the cap, each of them under it', async () => {
    const socket = await connect()
    const code = closed(socket)
    const fragment = 'x'.repeat(256 * 1024)
    const fragments = Math.ceil(PRESENCE_MAX_MESSAGE_BYTES / fragment.length) + 2
    socket.send('{"jsonrpc":"2.0","method":"presence_announce","params":"', { fin: false })
    for (let i = 0; i < fragments; i++) socket.send(fragment, { fin: false })
    const stillOpen = new Promise<string>((resolve) =>
      setTimeout(() => resolve('still open after 10 s'), 10_000).unref(),
    )
    expect(await Promise.race([code, stillOpen])).toBe(1009)
  })

  it('refuses other upgrades and foreign pages', async () => {
    expect(await upgradeStatus('/v2022-06-30/data/listen/production', 'http://localhost:3333')).toBe(400)
    expect(await upgradeStatus('/v2022-06-30/socket/production', 'https://evil.example')).toBe(400)
    expect(await upgradeStatus('/v2022-06-30/socket/production', 'http://localhost:3333')).toBe(101)
  })

  it('closes its sockets when the API stops', async () => {
    const socket = await connect()
    const code = closed(socket)
    await lake.stop()
    expect(await code).toBeGreaterThan(0)
  })
})
