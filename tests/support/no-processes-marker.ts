/** The first line of a unit test file that starts a server or a child process (decision 058). */
export const MARKER = '// @starts-processes'
