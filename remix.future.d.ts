import '@remix-run/node'

// Single fetch is on (vite.config.ts): loader and action data keep their types through `data()`.
declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}
