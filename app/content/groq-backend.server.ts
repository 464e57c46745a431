import { evaluate, parse } from 'groq-js'
import type { ContentBackend } from './backend.server'
import { documentsForPerspective, type EmbeddedDataset, type Perspective } from './embedded-dataset.server'

/** The embedded default: the same GROQ, evaluated in-process over the seed dataset held in memory. */
export function createGroqBackend(dataset: EmbeddedDataset): ContentBackend {
  const views = new Map<Perspective, ReturnType<typeof documentsForPerspective>>()
  const view = (perspective: Perspective) => {
    let documents = views.get(perspective)
    if (!documents) {
      documents = documentsForPerspective(dataset.documents, perspective)
      views.set(perspective, documents)
    }
    return documents
  }
  return {
    name: 'embedded',
    async query<T>(query: string, params: Record<string, unknown>, perspective: Perspective) {
      const tree = parse(query, { params })
      const result = await evaluate(tree, { dataset: view(perspective), params })
      return (await result.get()) as T
    },
  }
}
