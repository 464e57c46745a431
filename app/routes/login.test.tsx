// The sign-in page as the server sends it, in each edition.
import { describe, expect, it } from 'vitest'
import { elements, links } from '../../tests/support/markup'
import { renderPage } from '../../tests/support/render-page'
import Login from './login'

const firebase = {
  apiKey: 'demo-api-key',
  authDomain: 'demo-savanna-links.firebaseapp.com',
  projectId: 'demo-savanna-links',
  appId: null,
  emulatorUrl: 'http://127.0.0.1:9099',
}
const sanity = { projectId: 'local', dataset: 'production', imageBaseUrl: '/' }

describe('the sign-in page', () => {
  it('keeps its English words', async () => {
    const html = await renderPage(<Login />, { url: '/login', root: { ENV: { sanity, firebase } } })
    expect(elements(html, 'h1').map((h1) => h1.text)).toEqual(['Sign in'])
    expect(elements(html, 'form')[0]?.attributes.action).toBe('/login')
    expect(elements(html, 'button').map((button) => button.text)).toEqual(['Sign In', 'Create your Account'])
    expect(elements(html, 'p').at(-1)?.text).toBe(
      'By continuing, you agree to the Conditions of Use and Privacy Notice',
    )
  })

  it('speaks Arabic on the Arabic page, posting and linking within the Arabic edition', async () => {
    const html = await renderPage(<Login />, { url: '/ar/login', root: { ENV: { sanity, firebase } } })
    expect(elements(html, 'h1').map((h1) => h1.text)).toEqual(['تسجيل الدخول'])
    expect(elements(html, 'form')[0]?.attributes.action).toBe('/ar/login')
    expect(elements(html, 'label').map((label) => label.text)).toEqual(['البريد الإلكتروني', 'كلمة المرور'])
    expect(elements(html, 'button').map((button) => button.text)).toEqual(['تسجيل الدخول', 'أنشئ حسابك'])
    expect(links(html)).toEqual(['شروط الاستخدام → /ar/Terms-&-Conditions', 'إشعار الخصوصية → /ar/Privacy-Policy'])
  })

  it('says in Arabic that signing in is unavailable when the site has no sign-in', async () => {
    const html = await renderPage(<Login />, { url: '/ar/login' })
    expect(elements(html, 'p')[0]?.text).toBe(
      'تسجيل الدخول غير متاح على هذا الموقع حالياً. ' +
        'لا يزال بإمكانك تصفّح الموقع والاحتفاظ بسلة رحلاتك وإرسال استفسارك إلينا.',
    )
  })
})
