import net from 'node:net'

/**
 * One request exactly as written, bytes and all (a Host of any name, or none), on a connection of its own: what
 * fetch and node:http will not send. Resolves with everything the server sent once it closes the connection, or
 * once `until` holds for what has arrived.
 */
export function exchange(origin: string, request: string, until?: (received: string) => boolean): Promise<string> {
  const { hostname, port } = new URL(origin)
  return new Promise((resolve, reject) => {
    let received = ''
    const socket = net.connect(Number(port), hostname, () => socket.write(request))
    socket.setEncoding('utf8')
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${request.split('\r\n')[0]}: ${received}`)))
    socket.on('data', (chunk: string) => {
      received += chunk
      if (until?.(received)) {
        socket.destroy()
        resolve(received)
      }
    })
    socket.on('close', () => resolve(received))
    socket.on('error', reject)
  })
}

/** The request's lines joined as HTTP wants them, ending the head. */
export const requestHead = (lines: string[]) => [...lines, '', ''].join('\r\n')

export const statusOf = (answer: string) => Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0)
