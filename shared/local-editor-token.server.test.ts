// @starts-processes: child processes, so only npm test runs it (decision 058)
import { spawn } from 'node:child_process'
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { editorToken, LOCAL_EDITOR_TOKEN_FILE, localEditorToken } from './local-editor-token.server'

/** The module as another process (or this one after a restart) has it: knowing no token yet. */
async function anotherProcess() {
  vi.resetModules()
  return import('./local-editor-token.server')
}

let dir: string
let file: string
beforeEach(() => {
  // A folder of its own for each test, so what the module remembers of one test's file never meets the next.
  dir = mkdtempSync(path.join(os.tmpdir(), 'editor-token-'))
  // Under a folder that does not exist yet, as data/ on a fresh clone.
  file = path.join(dir, 'data', 'content-api-token')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('the local editor token', () => {
  it('is made on first use, random, and kept in data/ for its owner only', async () => {
    expect(LOCAL_EDITOR_TOKEN_FILE).toBe(path.join('data', 'content-api-token'))
    const token = localEditorToken(file)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(readFileSync(file, 'utf8').trim()).toBe(token)
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readdirSync(path.dirname(file))).toEqual(['content-api-token'])

    // Another process (or a restart) reads the same one; another install gets another.
    expect((await anotherProcess()).localEditorToken(file)).toBe(token)
    expect(readFileSync(file, 'utf8').trim()).toBe(token)
    expect(localEditorToken(path.join(dir, 'elsewhere', 'content-api-token'))).not.toBe(token)
  })

  it('is the same for two first uses at once: the later one reads what the first linked into place', async () => {
    const other = await anotherProcess()
    let theirs: string | undefined
    const token = localEditorToken(file, {
      beforeLink: () => {
        // The other process runs from start to end between this one's write and its link.
        theirs = other.localEditorToken(file)
      },
    })
    expect(theirs).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(token).toBe(theirs)
    expect(readFileSync(file, 'utf8').trim()).toBe(token)
    // Neither leaves its temporary file behind.
    expect(readdirSync(path.dirname(file))).toEqual(['content-api-token'])
  })

  it('is the same for processes that start at the same moment', async () => {
    const go = path.join(dir, 'go')
    const moduleUrl = new URL('./local-editor-token.server.ts', import.meta.url).href
    const script = `
      const { existsSync } = await import('node:fs')
      const { localEditorToken } = await import(${JSON.stringify(moduleUrl)})
      console.log('ready')
      while (!existsSync(${JSON.stringify(go)})) await new Promise((resolve) => setTimeout(resolve, 1))
      console.log('token ' + localEditorToken(${JSON.stringify(file)}))`
    const children = Array.from({ length: 3 }, () => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        stdio: ['ignore', 'pipe', 'inherit'],
      })
      let output = ''
      const ready = new Promise<void>((resolve) =>
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString()
          if (output.includes('ready')) resolve()
        }),
      )
      const done = new Promise<string>((resolve, reject) =>
        child.on('exit', (code) =>
          code === 0 ? resolve(/token (\S+)/.exec(output)?.[1] ?? '') : reject(new Error(`exit ${code}: ${output}`)),
        ),
      )
      return { ready, done }
    })
    await Promise.all(children.map((child) => child.ready))
    writeFileSync(go, '')
    const tokens = await Promise.all(children.map((child) => child.done))
    expect(new Set(tokens).size).toBe(1)
    expect(tokens[0]).toBe(readFileSync(file, 'utf8').trim())
    expect(readdirSync(path.dirname(file))).toEqual(['content-api-token'])
  }, 30_000)

  it('gives way to CONTENT_API_TOKEN when it is set, and then makes no file', () => {
    expect(editorToken('a-configured-token', file)).toBe('a-configured-token')
    expect(() => statSync(file)).toThrow()
    expect(editorToken(undefined, file)).toBe(localEditorToken(file))
    expect(editorToken('', file)).toBe(localEditorToken(file))
  })

  it('refuses a file holding no token rather than accept a weak one, and closes a file others can read', async () => {
    localEditorToken(file)
    if (process.platform !== 'win32') {
      chmodSync(file, 0o644)
      ;(await anotherProcess()).localEditorToken(file)
      expect(statSync(file).mode & 0o777).toBe(0o600)
    }
    writeFileSync(file, 'short\n')
    const restarted = await anotherProcess()
    expect(() => restarted.localEditorToken(file)).toThrow(/delete it/)
  })
})
