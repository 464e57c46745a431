import { createHash, randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { isLoopbackOrigin } from '../cors'

/**
 * The Studio's presence socket (`ws://<project>.localhost:<port>/v2022-06-30/socket/<dataset>`), answered just
 * enough that the Studio is content. It speaks Sanity's "bifur" protocol (@sanity/bifur-client): JSON-RPC 2.0
 * over a WebSocket, `authorization` first, then `presence_subscribe`, `presence_announce`, `presence_rollcall`,
 * `presence_disconnect`, `*_unsubscribe`. Every request is acknowledged (`result: null`, or a subscription id for
 * `*_subscribe`); no presence of others ever arrives, since the local editor is alone. A heart ("♥") every 20 s
 * keeps the connection counted as alive. A minimal WebSocket (RFC 6455) server: text frames, ping, close.
 */
const SOCKET_PATH = /^\/v[^/]+\/socket\/[^/?]+$/
const HEARTBEAT_MS = 20_000
const MAX_FRAME_BYTES = 1024 * 1024

export function isPresenceSocket(req: IncomingMessage): boolean {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1')
  return SOCKET_PATH.test(url.pathname)
}

function frame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length
  const head = length < 126 ? Buffer.from([0x80 | opcode, length]) : length < 65536 ? Buffer.alloc(4) : Buffer.alloc(10)
  if (length >= 126) {
    head[0] = 0x80 | opcode
    if (length < 65536) {
      head[1] = 126
      head.writeUInt16BE(length, 2)
    } else {
      head[1] = 127
      head.writeBigUInt64BE(BigInt(length), 2)
    }
  }
  return Buffer.concat([head, payload])
}

/** Accepts the upgrade and keeps the conversation; returns false (and refuses) when it is not the presence socket. */
export function acceptPresenceSocket(req: IncomingMessage, socket: Duplex, sockets: Set<Duplex>): boolean {
  const key = req.headers['sec-websocket-key']
  const origin = req.headers.origin
  if (!isPresenceSocket(req) || typeof key !== 'string' || req.headers.upgrade?.toLowerCase() !== 'websocket' || (origin !== undefined && !isLoopbackOrigin(origin))) {
    socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
    return false
  }
  const accept = createHash('sha1').update(`${key}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`).digest('base64')
  socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`)
  sockets.add(socket)

  const send = (opcode: number, payload: Buffer) => {
    if (!socket.destroyed && socket.writable) socket.write(frame(opcode, payload))
  }
  const sendText = (text: string) => send(0x1, Buffer.from(text, 'utf8'))
  const heartbeat = setInterval(() => sendText('\u2665'), HEARTBEAT_MS)
  heartbeat.unref()
  const finish = () => {
    clearInterval(heartbeat)
    sockets.delete(socket)
  }
  socket.on('close', finish)
  socket.on('error', () => socket.destroy())

  const answer = (text: string) => {
    let message: { id?: unknown; method?: unknown }
    try {
      message = JSON.parse(text)
    } catch {
      return
    }
    if (message === null || typeof message !== 'object' || message.id === undefined || typeof message.method !== 'string') return
    const result = message.method.endsWith('_subscribe') ? randomBytes(8).toString('hex') : null
    sendText(JSON.stringify({ jsonrpc: '2.0', id: message.id, result }))
  }

  let buffered = Buffer.alloc(0)
  let fragments: Buffer[] = []
  socket.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk])
    for (;;) {
      if (buffered.length < 2) return
      const fin = (buffered[0]! & 0x80) !== 0
      const opcode = buffered[0]! & 0x0f
      const masked = (buffered[1]! & 0x80) !== 0
      let length = buffered[1]! & 0x7f
      let offset = 2
      if (length === 126) {
        if (buffered.length < 4) return
        length = buffered.readUInt16BE(2)
        offset = 4
      } else if (length === 127) {
        if (buffered.length < 10) return
        length = Number(buffered.readBigUInt64BE(2))
        offset = 10
      }
      if (length > MAX_FRAME_BYTES) {
        socket.destroy()
        return
      }
      const maskAt = offset
      if (masked) offset += 4
      if (buffered.length < offset + length) return
      const payload = Buffer.from(buffered.subarray(offset, offset + length))
      if (masked) for (let i = 0; i < payload.length; i++) payload[i]! ^= buffered[maskAt + (i % 4)]!
      buffered = buffered.subarray(offset + length)
      if (opcode === 0x8) {
        // Close: answer with the same code, then hang up.
        send(0x8, payload.subarray(0, 2))
        socket.end()
        return
      }
      if (opcode === 0x9) send(0xa, payload)
      else if (opcode === 0x1 || opcode === 0x0) {
        fragments.push(payload)
        if (fin) {
          const text = Buffer.concat(fragments).toString('utf8')
          fragments = []
          answer(text)
        }
      }
    }
  })
  return true
}
