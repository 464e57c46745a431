import { randomBytes } from 'node:crypto'
import { request } from 'node:http'
import type { Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, TEST_TOKEN, type Running } from '../tests/support/content-api'

/** The Studio's presence socket: accepted, answered in Sanity's bifur protocol (JSON-RPC), and otherwise quiet. */
let lake: Running
beforeAll(async () => {
  lake = await startApi({ studio: true })
})
afterAll(() => lake.dispose())

function open(path: string, origin = 'http://localhost:3333', key = randomBytes(16).toString('base64')): Promise<{ socket: Socket; status: number; accept?: string }> {
  const url = new URL(lake.origin)
  return new Promise((resolve, reject) => {
    const req = request({
      host: url.hostname,
      port: url.port,
      path,
      headers: { Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': key, Origin: origin },
    })
    req.on('upgrade', (res, socket) => resolve({ socket: socket as Socket, status: res.statusCode ?? 0, accept: res.headers['sec-websocket-accept'] as string }))
    req.on('response', (res) => resolve({ socket: res.socket as Socket, status: res.statusCode ?? 0 }))
    req.on('error', reject)
    req.end()
  })
}

/** A masked client text frame, as browsers send. */
function textFrame(text: string): Buffer {
  const payload = Buffer.from(text)
  const mask = randomBytes(4)
  const head = payload.length < 126 ? Buffer.from([0x81, 0x80 | payload.length]) : Buffer.from([0x81, 0x80 | 126, payload.length >> 8, payload.length & 0xff])
  return Buffer.concat([head, mask, Buffer.from(payload.map((byte, i) => byte ^ mask[i % 4]!))])
}

/** Server frames (unmasked, short) read from a socket as texts. */
function reader(socket: Socket) {
  const texts: string[] = []
  let buffered = Buffer.alloc(0)
  socket.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk])
    while (buffered.length >= 2) {
      let length = buffered[1]! & 0x7f
      let offset = 2
      if (length === 126) {
        length = buffered.readUInt16BE(2)
        offset = 4
      }
      if (buffered.length < offset + length) return
      if ((buffered[0]! & 0x0f) === 1) texts.push(buffered.subarray(offset, offset + length).toString('utf8'))
      buffered = buffered.subarray(offset + length)
    }
  })
  return {
    texts,
    async next(count: number) {
      for (let i = 0; i < 100 && texts.length < count; i++) await new Promise((r) => setTimeout(r, 20))
      return texts.slice(0, count)
    },
  }
}

describe('the presence socket', () => {
  it('accepts the WebSocket and answers bifur requests, then stays quiet', async () => {
    const { socket, status } = await open('/v2022-06-30/socket/production?tag=sanity.studio')
    expect(status).toBe(101)
    const read = reader(socket)
    socket.write(textFrame(JSON.stringify({ jsonrpc: '2.0', method: 'authorization', params: { authorization: `Bearer ${TEST_TOKEN}`, apiVersion: 'v1' }, id: 'a1' })))
    socket.write(textFrame(JSON.stringify({ jsonrpc: '2.0', method: 'presence_subscribe', params: { apiVersion: 'v1' }, id: 'a2' })))
    socket.write(textFrame(JSON.stringify({ jsonrpc: '2.0', method: 'presence_announce', params: { data: { locations: [] }, apiVersion: 'v1' }, id: 'a3' })))
    const [auth, subscribe, announce] = (await read.next(3)).map((text) => JSON.parse(text))
    expect(auth).toEqual({ jsonrpc: '2.0', id: 'a1', result: null })
    expect(subscribe).toMatchObject({ jsonrpc: '2.0', id: 'a2' })
    expect(typeof subscribe.result).toBe('string')
    expect(announce).toEqual({ jsonrpc: '2.0', id: 'a3', result: null })
    // Nothing else arrives, and the connection stays open.
    await new Promise((r) => setTimeout(r, 300))
    expect(read.texts).toHaveLength(3)
    expect(socket.destroyed).toBe(false)
    socket.destroy()
  })

  it('answers the handshake as RFC 6455 says (its sample key)', async () => {
    const { socket, accept } = await open('/v2022-06-30/socket/production', undefined, 'dGhlIHNhbXBsZSBub25jZQ==')
    expect(accept).toBe('s3pPLMBiTxaQ9kYGzzhZRbK+xOo=')
    socket.destroy()
  })

  it('refuses other upgrades and foreign pages', async () => {
    expect((await open('/v2022-06-30/data/listen/production')).status).toBe(400)
    expect((await open('/v2022-06-30/socket/production', 'https://evil.example')).status).toBe(400)
  })

  it('closes its sockets when the API stops', async () => {
    const { socket } = await open('/v2022-06-30/socket/production')
    const closed = new Promise((resolve) => socket.on('close', resolve))
    await lake.stop()
    await closed
  })
})
