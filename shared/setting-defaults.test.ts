import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  AUTH_EMULATOR_PORT,
  DEFAULT_AUTH_EMULATOR_URL,
  DEFAULT_CONTENT_API_URL,
  dataPath,
  EMBEDDED_STUDIO_URL,
} from './setting-defaults'

describe('the shared defaults', () => {
  it('name a dataset endpoint as Sanity’s HTTP API does, with or without the version’s v', () => {
    expect(dataPath('query')).toBe('/v2025-02-19/data/query/production')
    expect(dataPath('mutate', { apiVersion: 'v2021-10-21', dataset: 'staging' })).toBe(
      '/v2021-10-21/data/mutate/staging',
    )
    expect(dataPath('doc', { apiVersion: '1' })).toBe('/v1/data/doc/production')
  })

  it('put the local services on loopback, at their ports', () => {
    expect(DEFAULT_CONTENT_API_URL).toBe('http://127.0.0.1:3334')
    expect(EMBEDDED_STUDIO_URL).toBe('http://localhost:3333')
    expect(DEFAULT_AUTH_EMULATOR_URL).toBe('http://127.0.0.1:9099')
  })

  it('agree with firebase.json on the Auth emulator’s port (the emulator reads it from there)', () => {
    const config = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../firebase.json'), 'utf8')) as {
      emulators: { auth: { port: number } }
    }
    expect(config.emulators.auth.port).toBe(AUTH_EMULATOR_PORT)
  })
})
