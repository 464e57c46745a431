import type { Auth, User } from 'firebase/auth'
import type { FirebaseWebConfig } from '#shared/site-settings.server'

/** The Firebase web config as the root loader hands it over (public by design). */
type FirebaseConfig = FirebaseWebConfig

/**
 * The Firebase Auth SDK, loaded on demand in the browser only (never in the server bundle, never in the
 * first-paint path). Without a Firebase project it talks to the Auth emulator on loopback.
 */
let authPromise: Promise<Auth> | undefined

export function loadAuth(config: FirebaseConfig): Promise<Auth> {
  authPromise ??= (async () => {
    const [{ initializeApp, getApps }, authModule] = await Promise.all([
      import('firebase/app'),
      import('firebase/auth'),
    ])
    const app =
      getApps()[0] ??
      initializeApp({
        apiKey: config.apiKey,
        authDomain: config.authDomain,
        projectId: config.projectId,
        appId: config.appId ?? undefined,
      })
    // E-mail and password only: no popup/redirect resolver, so no Google iframe script is fetched.
    const auth = authModule.initializeAuth(app, {
      persistence: [authModule.indexedDBLocalPersistence, authModule.browserLocalPersistence],
    })
    if (config.emulatorUrl) authModule.connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true })
    return auth
  })()
  return authPromise
}

export async function signIn(config: FirebaseConfig, email: string, password: string) {
  const [auth, { signInWithEmailAndPassword }] = await Promise.all([loadAuth(config), import('firebase/auth')])
  return signInWithEmailAndPassword(auth, email, password)
}

export async function createAccount(config: FirebaseConfig, email: string, password: string) {
  const [auth, { createUserWithEmailAndPassword }] = await Promise.all([loadAuth(config), import('firebase/auth')])
  return createUserWithEmailAndPassword(auth, email, password)
}

export async function signOutUser(config: FirebaseConfig) {
  const [auth, { signOut }] = await Promise.all([loadAuth(config), import('firebase/auth')])
  return signOut(auth)
}

/** Subscribes to sign-in state; resolves to the unsubscribe function. */
export async function watchUser(config: FirebaseConfig, onChange: (user: User | null) => void) {
  const [auth, { onAuthStateChanged }] = await Promise.all([loadAuth(config), import('firebase/auth')])
  return onAuthStateChanged(auth, onChange)
}
