import { execFileSync, spawn } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { createServer } from 'node:http'
import { describe, expect, it } from 'vitest'
import config from '../../vitest.config'
import { MARKER } from '../support/no-processes-marker'

// Decision 058: npm run test:quick runs the projects `shared` and `isolated`, behind a guard that fails any test
// starting a server or a child process; the files that do start one say so on their first line and run in
// `processes`, which only npm test adds. This file runs in `isolated`, so it meets the guard itself.

interface Project {
  test: { name: string; include: string[]; exclude?: string[] }
}
const projects = (config.test?.projects ?? []) as Project[]
const project = (name: string) => projects.find((candidate) => candidate.test.name === name)?.test

const testFiles = ['app', 'server', 'shared', 'tests/unit', 'content-api'].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => `${dir}/${file}`)
    .filter((file) => /\.test\.tsx?$/.test(file)),
)
const projectsOf = (file: string): string[] =>
  projects
    .map(({ test }) => test)
    .filter((test) => test.include.includes(file) && !test.exclude?.includes(file))
    .map((test) => test.name)

describe('the quick lane', () => {
  it('refuses a test that starts a server, naming the line that moves it to npm test', () => {
    expect(() => createServer().listen(0)).toThrow(`${MARKER}: <what it starts>`)
  })

  it('refuses a test that starts a child process, however it starts it', () => {
    expect(() => spawn(process.execPath, ['--version'])).toThrow(/starts a child process/)
    expect(() => execFileSync(process.execPath, ['--version'])).toThrow(/starts a child process/)
  })

  it('lets git list the working tree, as the line-length and language-code checks do', () => {
    expect(execFileSync('git', ['ls-files', 'package.json'], { encoding: 'utf8' }).trim()).toBe('package.json')
  })

  it('runs every unit test file in exactly one project, and the marked ones only in npm test', () => {
    const lanes = testFiles.map((file) => [file, projectsOf(file)] as const)
    expect(lanes.filter(([, names]) => names.length !== 1)).toEqual([])
    const marked = lanes.filter(([, names]) => names[0] === 'processes').map(([file]) => file)
    expect(marked).toContain('content-api/server.test.ts')
    expect(marked).not.toContain('tests/unit/quick-lane.test.ts')
    expect(project('processes')?.include).toEqual(marked)
  })
})
