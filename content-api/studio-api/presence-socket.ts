import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { type WebSocket, WebSocketServer } from 'ws'
import { isLoopbackOrigin } from '../cors'

/**
 * The Studio's presence socket (`ws://<project>.localhost:<port>/v2022-06-30/socket/<dataset>`), answered just
 * enough that the Studio is content. It speaks Sanity's "bifur" protocol (@sanity/bifur-client): JSON-RPC 2.0
 * over a WebSocket, `authorization` first, then `presence_subscribe`, `presence_announce`, `presence_rollcall`,
 * `presence_disconnect`, `*_unsubscribe`. Every request is acknowledged (`result: null`, or a subscription id for
 * `*_subscribe`); no presence of others ever arrives, since the local editor is alone. A heart ("♥") every 20 s
 * keeps the connection counted as alive.
 *
 * The WebSocket protocol itself is the `ws` package's: its `maxPayload` caps a whole message, fragments included,
 * and closes with 1009 past it (a hand-written framing capped each frame but kept any number of fragments).
 */
const SOCKET_PATH = /^\/v[^/]+\/socket\/[^/?]+$/
const HEARTBEAT_MS = 20_000
/** The Studio's messages are a few hundred bytes; nothing it sends comes near this. */
export const PRESENCE_MAX_MESSAGE_BYTES = 1024 * 1024

export function isPresenceSocket(req: IncomingMessage): boolean {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1')
  return SOCKET_PATH.test(url.pathname)
}

/** The JSON-RPC answer to one request, or nothing for what is not a request. */
function answerTo(text: string): string | undefined {
  let message: { id?: unknown; method?: unknown }
  try {
    message = JSON.parse(text)
  } catch {
    return undefined
  }
  if (message === null || typeof message !== 'object' || message.id === undefined || typeof message.method !== 'string')
    return undefined
  const result = message.method.endsWith('_subscribe') ? randomBytes(8).toString('hex') : null
  return JSON.stringify({ jsonrpc: '2.0', id: message.id, result })
}

function converse(socket: WebSocket): void {
  const heartbeat = setInterval(() => socket.send('\u2665'), HEARTBEAT_MS)
  heartbeat.unref()
  socket.on('close', () => clearInterval(heartbeat))
  // A protocol error (1002, 1007, 1009) closes the socket itself; the event only needs a listener.
  socket.on('error', () => undefined)
  socket.on('message', (data, isBinary) => {
    if (isBinary) return
    const answer = answerTo(data.toString())
    if (answer !== undefined) socket.send(answer)
  })
}

export type PresenceSockets = {
  /** Takes an upgrade request: the presence socket from a loopback page is accepted, anything else refused (400). */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void
  /** Ends every open socket (the API is stopping). */
  close(): void
}

export function createPresenceSockets(): PresenceSockets {
  const server = new WebSocketServer({ noServer: true, maxPayload: PRESENCE_MAX_MESSAGE_BYTES, clientTracking: true })
  server.on('connection', converse)
  return {
    upgrade(req, socket, head) {
      const origin = req.headers.origin
      if (!isPresenceSocket(req) || (origin !== undefined && !isLoopbackOrigin(origin))) {
        socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
        return
      }
      // `ws` answers a malformed handshake (no key, wrong version) with its own 400.
      server.handleUpgrade(req, socket, head, (ws) => server.emit('connection', ws, req))
    },
    close() {
      for (const client of server.clients) client.terminate()
      server.close()
    },
  }
}
