import { describe, expect, it } from 'vitest'
import { normaliseSubscriberEmail, subscriptionProblem } from './subscription'

describe('the newsletter address', () => {
  it('is kept trimmed and lowercased, so the same person counts once', () => {
    expect(normaliseSubscriberEmail('  Amina.Otieno@Example.COM ')).toBe('amina.otieno@example.com')
    expect(normaliseSubscriberEmail(undefined)).toBe('')
    expect(normaliseSubscriberEmail(['a@b.co'])).toBe('')
  })

  it('says what is wrong with a missing, malformed or overlong address', () => {
    expect(subscriptionProblem('')).toBe('Please enter your e-mail address.')
    for (const bad of ['amina', 'amina@', '@example.com', 'amina@example', 'a b@example.com', '<script>@x.y z'])
      expect(subscriptionProblem(bad), bad).toMatch(/valid e-mail/)
    expect(subscriptionProblem(`${'a'.repeat(250)}@example.com`)).toMatch(/at most 254/)
    expect(subscriptionProblem('amina@example.com')).toBeNull()
  })
})
