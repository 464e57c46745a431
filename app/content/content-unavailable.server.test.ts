import { describe, expect, it } from 'vitest'
import {
  ContentUnavailable,
  contentUnavailableResponse,
  failureSummary,
  isContentUnavailable,
} from './content-unavailable.server'
import { CONTENT_UNAVAILABLE_MESSAGE } from './unavailable'

describe('what a visitor gets when the content cannot be read', () => {
  it('is a 503 that says to try again shortly, which no cache may keep', () => {
    const response = contentUnavailableResponse()
    expect(response.data).toEqual({ message: CONTENT_UNAVAILABLE_MESSAGE })
    expect(response.init?.status).toBe(503)
    const headers = new Headers(response.init?.headers)
    expect(headers.get('Retry-After')).toBe('30')
    expect(headers.get('Cache-Control')).toBe('no-store')
  })

  it('is raised only for outages: the error type names the reason and keeps the cause', () => {
    const cause = new Error('socket hang up')
    const error = new ContentUnavailable('backend-error', 'The content back end failed', { cause })
    expect(isContentUnavailable(error)).toBe(true)
    expect(error).toMatchObject({ name: 'ContentUnavailable', reason: 'backend-error', cause })
    expect(isContentUnavailable(new Error('bad query'))).toBe(false)
  })

  it("is logged in one line: the reason and the cause's message, not the request the cause carries", () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), {
      request: { _header: 'GET /v2025-02-19/data/query/production?query=…' },
    })
    const summary = failureSummary(new ContentUnavailable('backend-error', 'The content back end failed', { cause }))
    expect(summary).toBe(
      'ContentUnavailable (backend-error): The content back end failed: connect ECONNREFUSED 127.0.0.1:9',
    )
    expect(failureSummary(new Error('bad query'))).toBe('Error: bad query')
  })
})
