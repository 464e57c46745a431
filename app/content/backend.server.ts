import type { Perspective } from './embedded-dataset.server'

export type QueryParams = Record<string, string | number | boolean | null | string[] | number[]>

/** What a content back end does: run one GROQ query with parameters, seen from one perspective. */
export type ContentBackend = {
  name: 'sanity'
  query<T>(query: string, params: QueryParams, perspective: Perspective): Promise<T>
}
