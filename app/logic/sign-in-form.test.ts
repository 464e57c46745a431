import { describe, expect, it } from 'vitest'
import { ar } from '~/i18n/catalogues/ar'
import { en } from '~/i18n/catalogues/en'
import { signInFieldProblems } from './sign-in-form'

describe('the sign-in form’s own checks', () => {
  it('name each missing field in the page’s language, with the sentences of the provider’s codes', () => {
    expect(signInFieldProblems({ email: ' ', password: '' }, ar.auth)).toEqual({
      email: ar.auth.errorSentences['auth/missing-email'],
      password: ar.auth.errorSentences['auth/missing-password'],
    })
    expect(signInFieldProblems({ email: '', password: 'secret' }, en.auth)).toEqual({
      email: 'Please enter your e-mail address.',
    })
  })

  it('refuse an address without a domain, and pass a whole one with spaces around it', () => {
    expect(signInFieldProblems({ email: 'omar@', password: 'x' }, ar.auth)).toEqual({
      email: ar.auth.errorSentences['auth/invalid-email'],
    })
    expect(signInFieldProblems({ email: ' omar@example.com ', password: 'x' }, en.auth)).toEqual({})
  })
})
