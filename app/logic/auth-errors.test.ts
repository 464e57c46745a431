import { describe, expect, it } from 'vitest'
import { readableAuthError } from './auth-errors'

const firebaseError = (code: string, message: string) => Object.assign(new Error(message), { code })

describe('readableAuthError', () => {
  it('keeps the provider message without its prefix and code', () => {
    expect(
      readableAuthError(
        firebaseError('auth/weak-password', 'Firebase: Password should be at least 6 characters (auth/weak-password).'),
      ),
    ).toBe('Password should be at least 6 characters.')
  })
  it('turns a bare code into a sentence', () => {
    expect(
      readableAuthError(firebaseError('auth/invalid-credential', 'Firebase: Error (auth/invalid-credential).')),
    ).toBe('The e-mail address or password is incorrect.')
    expect(readableAuthError(firebaseError('auth/quota-exceeded', 'Firebase: Error (auth/quota-exceeded).'))).toBe(
      'Sign-in failed (quota exceeded).',
    )
  })
  it('copes with anything thrown', () => {
    expect(readableAuthError(undefined)).toBe('Sign-in failed. Please try again.')
  })
  it('speaks the page’s language on an Arabic page, never the provider’s English', () => {
    expect(
      readableAuthError(
        firebaseError('auth/weak-password', 'Firebase: Password should be at least 6 characters (auth/weak-password).'),
        'ar',
      ),
    ).toBe('يجب ألا تقل كلمة المرور عن 6 أحرف.')
    expect(readableAuthError(undefined, 'ar')).toBe('تعذّر تسجيل الدخول. يرجى المحاولة مجدداً.')
  })
})
