// @starts-processes: a local Content API and child processes, so only npm test runs it (decision 058)
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Running, startApi, TEST_TOKEN } from '../tests/support/content-api'
import { exchange, requestHead as request, statusOf } from '../tests/support/raw-exchange'
import { createContentApi } from './server'
import { endEverySession, sessionRecordFile } from './studio-session-record'

let lake: Running
beforeAll(async () => {
  lake = await startApi({
    studio: true,
    extraRoutes: [{ method: 'GET', path: /^\/extra$/, handle: ({ res }) => void res.end('extra') }],
  })
})
afterAll(() => lake.dispose())

describe('server', () => {
  it('mounts the Studio routes and extra routes after its own', async () => {
    const me = await fetch(`${lake.origin}/v2025-02-19/users/me`, {
      headers: { Authorization: `Bearer ${TEST_TOKEN}` },
    })
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ id: expect.any(String), name: 'Local editor', role: 'administrator' })
    // Without the token the Studio is told nobody is signed in, as Sanity tells it, and shows its login screen.
    expect(await (await fetch(`${lake.origin}/v2025-02-19/users/me`)).json()).toEqual({})
    expect(await (await fetch(`${lake.origin}/extra`)).text()).toBe('extra')
  })

  it('keeps an idle connection open longer than a client’s pool does, so a reused socket never hangs up', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const get = () =>
      new Promise<{ status?: number; port?: number }>((resolve, reject) => {
        http
          .get(`${lake.origin}/v2025-02-19/users/me`, { agent }, (res) => {
            const port = res.socket.localPort
            res.resume()
            res.on('end', () => resolve({ status: res.statusCode, port }))
          })
          .on('error', reject)
      })
    const first = await get()
    // Longer than Node's default keep-alive (5 s), after which the server would close the socket as a client reuses it.
    await new Promise((resolve) => setTimeout(resolve, 7_000))
    const second = await get()
    expect(second.status).toBe(200)
    expect(second.port).toBe(first.port)
    agent.destroy()
  })

  it('answers a wrong method with 405 and unknown paths with 404, in Sanity’s error shape', async () => {
    const wrong = await fetch(`${lake.origin}/v2025-02-19/data/mutate/production`)
    expect(wrong.status).toBe(405)
    const missing = await fetch(`${lake.origin}/nowhere`)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({
      error: { description: 'Not found', type: 'notFoundError' },
      statusCode: 404,
    })
  })

  it('answers odd URLs and bodies with a 4xx, never a 500', async () => {
    const auth = { Authorization: `Bearer ${TEST_TOKEN}` }
    const odd = [
      ['GET', '/v2025-02-19/data/doc/production/%E0%A4%A'],
      ['GET', '/v2025-02-19/users/%E0%A4%A'],
      ['GET', '/v2025-02-19/data/query/production?query=*[_type==$t]&$t=not-json'],
      ['GET', `/v2025-02-19/data/query/production?query=${encodeURIComponent('*[_type == "x"')}`],
      ['GET', '/images/local/production/..%2F..%2Fpackage.json?w=10'],
      ['GET', '/images/local/production/nope.jpg?w=abc'],
      ['PUT', '/v2025-02-19/users/me/keyvalue'],
      ['POST', '/v2025-02-19/data/mutate/production'],
    ] as const
    for (const [method, url] of odd) {
      const body = method === 'GET' ? undefined : '{not json'
      const response = await fetch(`${lake.origin}${url}`, { method, headers: auth, body })
      expect(response.status, `${method} ${url}`).toBeGreaterThanOrEqual(400)
      expect(response.status, `${method} ${url}`).toBeLessThan(500)
    }
  })

  it('listens on loopback only', async () => {
    const api = createContentApi({ dataDir: lake.dataDir, token: TEST_TOKEN, studio: false })
    await expect(api.listen(0, '0.0.0.0')).rejects.toThrow(/loopback/)
    await api.close()
  })

  it('runs as a command that prints its origin and saves on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'content-lake-cli-'))
    try {
      // As `npm run content-api` runs it: Node with tsx's loader. The tsx command would relay the SIGTERM and
      // SIGKILL the server if it had not answered within 30 ms (exit 143 in a CI run).
      const child = spawn(process.execPath, ['--import', 'tsx', 'content-api/index.ts'], {
        env: {
          ...process.env,
          CONTENT_API_PORT: '0',
          CONTENT_API_DATA_DIR: dataDir,
          CONTENT_API_TOKEN: TEST_TOKEN,
          STUDIO: 'off',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let output = ''
      let errors = ''
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
      child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
      const origin = await new Promise<string>((resolve, reject) => {
        // Its first start compiles it (tsx) beside both builds and the typecheck in `npm test`: seconds, not ms.
        const timer = setTimeout(() => reject(new Error(`no origin printed: ${output}${errors}`)), 40_000)
        child.stdout.on('data', () => {
          const match = /Content API: (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
          if (match) {
            clearTimeout(timer)
            resolve(match[1]!)
          }
        })
      })
      const created = await fetch(`${origin}/v2025-02-19/data/mutate/production`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${TEST_TOKEN}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ mutations: [{ create: { _id: 'from-cli', _type: 'hotel' } }] }),
      })
      expect(created.status).toBe(200)
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
      child.kill('SIGTERM')
      expect(await exited).toBe(0)
      expect(output).not.toContain(TEST_TOKEN)
      expect(await readFile(path.join(dataDir, 'production.ndjson'), 'utf8')).toContain('"_id":"from-cli"')
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  }, 60_000)
})

describe('the Host a request names (DNS rebinding)', () => {
  const port = () => new URL(lake.origin).port
  const foreign = () => `rebind.evil.example:${port()}`
  const upgrade = (host: string | null) =>
    request([
      'GET /v2022-06-30/socket/production HTTP/1.1',
      ...(host === null ? [] : [`Host: ${host}`]),
      'Connection: Upgrade',
      'Upgrade: websocket',
      'Sec-WebSocket-Version: 13',
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
      'Origin: http://localhost:3333',
    ])

  it('refuses another name with 421 before any route: a read, an editor’s write, a preflight, an upgrade', async () => {
    const mutate = JSON.stringify({ mutations: [{ create: { _id: 'rebound', _type: 'hotel' } }] })
    const attempts = [
      request([
        'GET /v2025-02-19/users/me HTTP/1.1',
        `Host: ${foreign()}`,
        `Authorization: Bearer ${TEST_TOKEN}`,
        'Connection: close',
      ]),
      ...['?dryRun=true', ''].map(
        (query) =>
          request([
            `POST /v2025-02-19/data/mutate/production${query} HTTP/1.1`,
            `Host: ${foreign()}`,
            `Authorization: Bearer ${TEST_TOKEN}`,
            'Content-Type: application/json',
            `Content-Length: ${Buffer.byteLength(mutate)}`,
            'Connection: close',
          ]) + mutate,
      ),
      request([
        'OPTIONS /v2025-02-19/data/mutate/production HTTP/1.1',
        `Host: ${foreign()}`,
        `Origin: http://${foreign()}`,
        'Access-Control-Request-Method: POST',
        'Access-Control-Request-Headers: authorization, content-type',
        'Connection: close',
      ]),
      upgrade(foreign()),
    ]
    for (const attempt of attempts) {
      const answer = await exchange(lake.origin, attempt)
      const [head = '', body = ''] = answer.split('\r\n\r\n')
      expect(statusOf(answer), attempt.split('\r\n')[0]).toBe(421)
      expect(head).toMatch(/^Content-Type: text\/plain/im)
      expect(head).toMatch(/^Cache-Control: no-store/im)
      expect(head).not.toMatch(/^Access-Control-Allow-Origin/im)
      expect(head).not.toMatch(/^Upgrade:/im)
      expect(body).toMatch(/localhost/)
      expect(answer).not.toContain(TEST_TOKEN)
    }
    expect(await lake.client.getDocument('rebound')).toBeUndefined()
  })

  it('refuses a request that names no host', async () => {
    const old = await exchange(
      lake.origin,
      request(['GET /v2025-02-19/users/me HTTP/1.0', `Authorization: Bearer ${TEST_TOKEN}`]),
    )
    expect(statusOf(old)).toBe(421)
    expect(old).not.toContain('Local editor')
    // HTTP/1.1 requires Host: Node answers 400 itself before the server sees it (RFC 9112 asks for 400), but not for an
    // upgrade.
    const current = await exchange(
      lake.origin,
      request(['GET /v2025-02-19/users/me HTTP/1.1', `Authorization: Bearer ${TEST_TOKEN}`]),
    )
    expect([400, 421]).toContain(statusOf(current))
    expect(current).not.toContain('Local editor')
    expect(statusOf(await exchange(lake.origin, upgrade(null)))).toBe(421)
  })

  it('answers loopback names, the Studio’s *.localhost names among them, with any port', async () => {
    for (const host of [
      `127.0.0.1:${port()}`,
      `localhost:${port()}`,
      `[::1]:${port()}`,
      `local.localhost:${port()}`,
      `listen7.local.localhost:${port()}`,
      'localhost',
    ]) {
      const answer = await exchange(
        lake.origin,
        request([
          'GET /v2025-02-19/users/me HTTP/1.1',
          `Host: ${host}`,
          `Authorization: Bearer ${TEST_TOKEN}`,
          'Connection: close',
        ]),
      )
      expect(statusOf(answer), host).toBe(200)
      expect(answer, host).toContain('Local editor')
    }
    const socket = await exchange(lake.origin, upgrade(`local.localhost:${port()}`), (received) =>
      received.includes('\r\n\r\n'),
    )
    expect(statusOf(socket)).toBe(101)
  })
})

describe('a Studio session’s token (decision 049)', () => {
  const me = (token: string) => fetch(`${lake.origin}/v2025-02-19/users/me`, { headers: bearer(token) })
  const drafts = (token: string) =>
    fetch(`${lake.origin}/v2025-02-19/data/query/production?query=count(*)&perspective=drafts`, {
      headers: bearer(token),
    })
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })
  const signOut = (token: string) =>
    fetch(`${lake.origin}/v2025-02-19/auth/logout`, { method: 'POST', headers: bearer(token) })
  const newSessionToken = () => {
    const { session } = lake.api.studioSessions.open()
    return lake.api.studioSessions.apiToken(session)
  }

  it('is the editor’s until "Sign out"; then refused with 401, while the editor token goes on', async () => {
    const token = newSessionToken()
    const other = newSessionToken()
    expect(await (await me(token)).json()).toMatchObject({ name: 'Local editor' })
    expect((await drafts(token)).status).toBe(200)
    expect((await signOut(token)).status).toBe(204)
    const refused = await drafts(token)
    expect(refused.status).toBe(401)
    expect((await refused.json()).error.type).toBe('unauthorizedError')
    expect(await (await me(token)).json()).toEqual({})
    // Signing out again, or with the editor token, ends nothing more.
    expect((await signOut(token)).status).toBe(204)
    expect((await signOut(TEST_TOKEN)).status).toBe(204)
    expect((await drafts(TEST_TOKEN)).status).toBe(200)
    expect((await drafts(other)).status).toBe(200)
  })

  it('is refused once every session is ended by another process (npm run studio:link -- --revoke-all)', async () => {
    const token = newSessionToken()
    expect((await drafts(token)).status).toBe(200)
    endEverySession(sessionRecordFile(lake.dataDir))
    expect((await drafts(token)).status).toBe(401)
    expect((await drafts(TEST_TOKEN)).status).toBe(200)
  })

  it('hears nothing more on a listener it opened once its session has ended', async () => {
    const token = newSessionToken()
    const stream = await fetch(`${lake.origin}/v2025-02-19/data/listen/production?query=*[_type == "hotel"]`, {
      headers: bearer(token),
    })
    const reader = stream.body!.getReader()
    let heard = ''
    const hear = async (until: (text: string) => boolean) => {
      while (!until(heard)) {
        const { done, value } = await reader.read()
        if (done) return 'ended'
        heard += new TextDecoder().decode(value)
      }
      return 'heard'
    }
    const create = (id: string) =>
      lake.client.create({ _id: `drafts.${id}`, _type: 'hotel', name: { en: id } }, { visibility: 'sync' })
    expect(await hear((text) => text.includes('welcome'))).toBe('heard')
    await create('before-sign-out')
    expect(await hear((text) => text.includes('before-sign-out'))).toBe('heard')
    await signOut(token)
    await create('after-sign-out')
    expect(await hear(() => false)).toBe('ended')
    expect(heard).not.toContain('after-sign-out')
  })
})
