import { describe, expect, it } from 'vitest'
import { createHistoryCodec, type HistoryEntry } from './history-file'

const created = { _id: 'h', _type: 'hotel', name: 'First', _createdAt: 't1', _updatedAt: 't1', _rev: 'r1' }
const edited = { ...created, name: 'Second', _updatedAt: 't2', _rev: 'r2' }
const entries: HistoryEntry[] = [
  {
    id: 'r1',
    timestamp: 't1',
    identity: 'editor',
    mutations: [{ create: { _id: 'h', _type: 'hotel', name: 'First' } }],
    changes: [
      { id: 'h', before: null, after: created, mutations: [{ create: { _id: 'h', _type: 'hotel', name: 'First' } }] },
    ],
  },
  {
    id: 'r2',
    timestamp: 't2',
    identity: 'editor',
    mutations: [],
    changes: [
      { id: 'h', before: created, after: edited, mutations: [{ patch: { id: 'h', set: { name: 'Second' } } }] },
    ],
  },
  {
    id: 'r3',
    timestamp: 't3',
    identity: 'editor',
    mutations: [{ delete: { id: 'h' } }],
    changes: [{ id: 'h', before: edited, after: null, mutations: [{ delete: { id: 'h' } }] }],
  },
]

describe('history lines', () => {
  it('leave out what earlier lines hold and read back as the entries written', () => {
    const writer = createHistoryCodec()
    const lines = entries.map((entry) => writer.encode(entry))
    // The created document once (not its mutation again), no `before` the line above holds.
    expect(JSON.parse(lines[0]!).changes[0]).toEqual({ id: 'h', after: created, before: null, created: 'create' })
    expect(JSON.parse(lines[1]!).changes[0]).not.toHaveProperty('before')
    expect(JSON.parse(lines[1]!).mutations).toEqual([])
    const reader = createHistoryCodec()
    expect(lines.map((line) => reader.decode(line))).toEqual(entries)
  })

  it('read a line written whole, as before', () => {
    expect(createHistoryCodec().decode(JSON.stringify(entries[1]))).toEqual(entries[1])
  })
})
