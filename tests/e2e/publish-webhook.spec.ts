import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { E2E_WEBHOOK_SECRET } from '../support/test-secrets'
import { expect, test } from './fixtures'

const body = JSON.stringify({ _id: 'team-01', _type: 'teamMember' })
const sign = async (payload: string, secret: string) => ({
  'Content-Type': 'application/json',
  [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(payload, Date.now(), secret),
})

test.describe('the publish webhook', () => {
  test('a correctly signed notice evicts the cached pages that show the document', async ({ request }) => {
    expect((await request.get('/about')).ok()).toBe(true) // the team list is now cached
    const response = await request.post('/api/sanity-webhook', {
      headers: await sign(body, E2E_WEBHOOK_SECRET),
      data: body,
    })
    expect(response.status()).toBe(200)
    const result = await response.json()
    expect(result.types).toEqual(['teamMember'])
    expect(result.evicted).toBeGreaterThanOrEqual(1)
    // The page is rebuilt from fresh content on the next request.
    expect((await request.get('/about')).ok()).toBe(true)
  })

  test('a notice signed with another secret, or unsigned, is refused', async ({ request }) => {
    const forged = await request.post('/api/sanity-webhook', {
      headers: await sign(body, 'guessed-secret'),
      data: body,
    })
    expect(forged.status()).toBe(401)
    expect((await forged.json()).error).toMatch(/signature/i)
    const unsigned = await request.post('/api/sanity-webhook', {
      headers: { 'Content-Type': 'application/json' },
      data: body,
    })
    expect(unsigned.status()).toBe(401)
  })
})
