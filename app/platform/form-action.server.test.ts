// The one form pipeline (app/platform/form-action.server.ts), with a form of its own: what a refused step answers,
// that nothing is spent or written for a form that fails its check, and that every value comes back.
import { describe, expect, it } from 'vitest'
import { newTestClient } from '../../tests/support/test-limits'
import { type FormAction, refuse, refuseFields, runFormAction } from './form-action.server'

type Note = { name: string; note: string }
const post = (body: string, headers: Record<string, string> = {}) =>
  new Request('https://savanna.example/note', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body,
  })

function noteForm(
  steps: string[],
  write: FormAction<Note, Note>['write'] = async () => 'Kept.',
): FormAction<Note, Note> {
  return {
    limits: { maxBytes: 256, maxFields: 2, maxFieldBytes: 128 },
    values: (form) => ({ name: form.get('name') ?? '', note: form.get('note') ?? '' }),
    unreadable: (error) => `Unread: ${error.message}`,
    crossOrigin: 'Not from another site.',
    check: (values) => {
      steps.push('check')
      refuseFields({ name: values.name ? undefined : 'Your name, please.' })
      return values
    },
    allowance: { limit: 'review', refused: 'Later, please.' },
    write: async (checked, values) => {
      steps.push('write')
      return write(checked, values)
    },
    failed: () => 'Not kept; try again.',
  }
}
const context = () => ({ clientAddress: newTestClient() })

describe('a form action', () => {
  it('answers a field’s problem with every value kept, before anything is spent or written', async () => {
    const steps: string[] = []
    const client = context()
    const outcome = await runFormAction(post('name=&note=Hello'), client, noteForm(steps))
    expect([outcome.init.status, outcome.result, steps]).toEqual([
      400,
      { ok: false, message: null, fieldProblems: { name: 'Your name, please.' }, values: { name: '', note: 'Hello' } },
      ['check'],
    ])
    // The refused form cost no allowance: ten good ones still go through.
    for (let sent = 0; sent < 10; sent += 1)
      expect((await runFormAction(post('name=Amina&note=Hi'), client, noteForm([]))).result.ok).toBe(true)
  })

  it('refuses a form it cannot read, or one from another site, without checking it', async () => {
    const steps: string[] = []
    const tooLarge = await runFormAction(post(`name=${'a'.repeat(300)}`), context(), noteForm(steps))
    expect([tooLarge.init.status, tooLarge.result]).toEqual([
      413,
      { ok: false, message: 'Unread: The form is too large.', fieldProblems: {}, values: { name: '', note: '' } },
    ])
    const forged = await runFormAction(post('name=A', { Origin: 'https://evil.example' }), context(), noteForm(steps))
    expect([forged.init.status, forged.result]).toMatchObject([403, { message: 'Not from another site.' }])
    expect(steps).toEqual([])
  })

  it('says when to come back once the allowance is spent, and writes nothing more', async () => {
    const steps: string[] = []
    const client = context()
    for (let sent = 0; sent < 10; sent += 1) await runFormAction(post('name=A'), client, noteForm(steps))
    const refused = await runFormAction(post('name=A&note=again'), client, noteForm(steps))
    expect([refused.init.status, refused.result]).toMatchObject([
      429,
      { message: 'Later, please.', values: { name: 'A', note: 'again' } },
    ])
    expect(Number(refused.init.headers['Retry-After'])).toBeGreaterThan(0)
    expect(steps.filter((step) => step === 'write')).toHaveLength(10)
  })

  it('answers a write’s own refusal as it is, and any other failure as a 503 to retry, values kept', async () => {
    const full = await runFormAction(
      post('name=A'),
      context(),
      noteForm([], async () => refuse(503, 'Full today.', {}, { 'Retry-After': '86400' })),
    )
    expect([full.init, full.result.message]).toEqual([
      { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '86400' } },
      'Full today.',
    ])
    const broken = await runFormAction(
      post('name=A&note=B'),
      context(),
      noteForm([], async () => {
        throw new Error('disk full')
      }),
    )
    expect([broken.init.status, broken.init.headers['Retry-After'], broken.result]).toEqual([
      503,
      '60',
      { ok: false, message: 'Not kept; try again.', fieldProblems: {}, values: { name: 'A', note: 'B' } },
    ])
  })
})
