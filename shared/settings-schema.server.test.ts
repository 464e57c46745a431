import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  httpUrl,
  onlyWithOne,
  optional,
  parseSettings,
  port,
  SettingsError,
  sanityApiVersion,
} from './settings-schema.server'

const schema = z.object({
  A_PORT: port(3000),
  A_SWITCH: onlyWithOne,
  A_URL: httpUrl,
  A_NAME: optional,
  A_VERSION: sanityApiVersion,
})
const parse = (source: Record<string, string>) => parseSettings(schema, source, 'test settings')

describe('the pieces of every settings schema', () => {
  it('fall back to their defaults when unset, and take blank for unset', () => {
    expect(parse({})).toEqual({
      A_PORT: 3000,
      A_SWITCH: false,
      A_URL: undefined,
      A_NAME: undefined,
      A_VERSION: '2025-02-19',
    })
    expect(parse({ A_PORT: ' ', A_NAME: '  ', A_URL: '' })).toMatchObject({
      A_PORT: 3000,
      A_NAME: undefined,
      A_URL: undefined,
    })
  })

  it('read what is given', () => {
    expect(
      parse({ A_PORT: '0', A_SWITCH: '1', A_URL: 'https://example.com/hook', A_NAME: ' x ', A_VERSION: 'v1' }),
    ).toEqual({ A_PORT: 0, A_SWITCH: true, A_URL: 'https://example.com/hook', A_NAME: 'x', A_VERSION: 'v1' })
    expect(parse({ A_PORT: '65535', A_SWITCH: 'yes' })).toMatchObject({ A_PORT: 65535, A_SWITCH: false })
  })

  it('refuse a bad value with a message that names the variable and says what it must be', () => {
    for (const value of ['abc', '-1', '65536', '80.5', '3e3']) {
      expect(() => parse({ A_PORT: value }), value).toThrow(
        `A_PORT: must be a port number from 0 to 65535, not "${value}"`,
      )
    }
    expect(() => parse({ A_URL: 'localhost:3000' })).toThrow(/A_URL: must be an http\(s\) URL/)
    expect(() => parse({ A_VERSION: 'yesterday' })).toThrow(/A_VERSION: must be a Sanity API version/)
  })

  it('list every bad variable at once, under the program’s name', () => {
    const error = (() => {
      try {
        parse({ A_PORT: 'x', A_URL: 'ftp://example.com' })
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(SettingsError)
    expect((error as Error).message).toMatch(/^Invalid test settings:\n {2}A_PORT: .+\n {2}A_URL: .+$/)
  })
})
