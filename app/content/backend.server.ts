import type { ClientPerspective } from '@sanity/client'

/** The views the site reads: what visitors see, or drafts over it for an editor in preview. */
export type Perspective = Extract<ClientPerspective, 'published' | 'drafts'>

export type QueryParams = Record<string, string | number | boolean | null | string[] | number[]>

/** What a content back end does: run one GROQ query with parameters, seen from one perspective. */
export type ContentBackend = {
  name: 'sanity'
  query<T>(query: string, params: QueryParams, perspective: Perspective): Promise<T>
}
