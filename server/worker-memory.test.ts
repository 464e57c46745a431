import { describe, expect, it } from 'vitest'
import { WORKER_HEAP_MB, workerEnv, workerExecArgv } from './worker-memory'

describe('how workers are started, for memory', () => {
  it('gives each worker a heap ceiling, unless the operator set one in the flags or NODE_OPTIONS', () => {
    expect(workerExecArgv(['--enable-source-maps'], undefined)).toEqual([
      '--enable-source-maps',
      `--max-old-space-size=${WORKER_HEAP_MB}`,
    ])
    expect(workerExecArgv([], '', 384)).toEqual(['--max-old-space-size=384'])
    expect(workerExecArgv(['--max-old-space-size=1024'], undefined)).toEqual(['--max-old-space-size=1024'])
    expect(workerExecArgv([], '--require ./hook.cjs --max-old-space-size=512')).toEqual([])
    // A flag that only starts the same way is not the heap ceiling.
    expect(workerExecArgv(['--max-old-space-size-percentage=50'], undefined)).toContain(
      `--max-old-space-size=${WORKER_HEAP_MB}`,
    )
  })

  it('bounds malloc arenas unless the environment already does', () => {
    expect(workerEnv(undefined)).toEqual({ MALLOC_ARENA_MAX: '2' })
    expect(workerEnv('8')).toEqual({})
  })
})
