// This repository replaces the native `re2` package with this stand-in (root package.json "overrides"), so that
// `npm install` does not compile RE2 from source. Loading it always fails on purpose: its only user,
// superstatic (via firebase-tools, used here for the Auth emulator), wraps require("re2") in try/catch and falls
// back to JavaScript RegExp. See docs/decisions/011-ci-install-without-re2.md.
const error = new Error(
  're2 is deliberately absent in this repository (see docs/decisions/011-ci-install-without-re2.md); use JavaScript ' +
    'RegExp instead.',
)
error.code = 'MODULE_NOT_FOUND'
throw error
