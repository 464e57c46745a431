/** The two legal pages, one route (app/routes/Privacy-Policy.tsx) over the document of each kind. */
export type LegalKind = 'privacy' | 'terms'

/**
 * Which legal page an address of that route asks for. The route answers only `/Privacy-Policy` and
 * `/Terms-&-Conditions`, in either edition and any spelling Remix matches (letter case, `&` escaped), so the one
 * word tells them apart.
 */
export function legalKindOf(pathname: string): LegalKind {
  return /terms/i.test(pathname) ? 'terms' : 'privacy'
}
