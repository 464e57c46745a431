import { describe, expect, it } from 'vitest'
import { readSpecialistField, specialistParams } from './enquiry-specialist'

describe('the specialist an enquiry is addressed to', () => {
  it('is none when the form names none: the enquiry goes to the whole team', () => {
    expect(readSpecialistField(null)).toEqual({ kind: 'none' })
    expect(readSpecialistField(undefined)).toEqual({ kind: 'none' })
    expect(readSpecialistField('  ')).toEqual({ kind: 'none' })
  })

  it('is an id to look for in the published team when it can be a document’s id', () => {
    expect(readSpecialistField('team-01')).toEqual({ kind: 'id', id: 'team-01' })
    expect(readSpecialistField(' 3f2a9c1e-5b7d-4e1a-9c2b-1d2e3f4a5b6c ')).toEqual({
      kind: 'id',
      id: '3f2a9c1e-5b7d-4e1a-9c2b-1d2e3f4a5b6c',
    })
  })

  it('is refused when no published team member’s id can be it: a draft, a path, markup, a list or too long', () => {
    for (const value of ['drafts.team-01', '../team-01', 'team 01', '<b>team-01</b>', 'x'.repeat(65), ['team-01'], 7])
      expect(readSpecialistField(value)).toEqual({ kind: 'invalid' })
  })

  it('reaches staff as three template parameters, the same names as the form’s hidden fields', () => {
    expect(specialistParams({ id: 'team-07', name: 'Omar Al Mansoori', office: 'UAE' })).toEqual({
      specialist: 'team-07',
      specialist_name: 'Omar Al Mansoori',
      specialist_office: 'UAE',
    })
    expect(specialistParams({ id: 'team-09', name: 'New Colleague', office: null })).toMatchObject({
      specialist_office: '',
    })
    expect(specialistParams(null)).toEqual({})
  })
})
