import { type ImageRecipe, type ImageSource, planImage, recipeKey, SIZE_LADDER } from './image-request'
import type { ImageResizer, ImageResult } from './image-resizer'

/**
 * When a new size cannot be made now (decision 033), the same picture at a size already made: the same source
 * and parameters (cut, fit, format, quality), another size of the ladder. The nearest by width wins, a larger
 * one on a tie (the browser scales it into its box as it would the asked one).
 */

export type Substitute = ImageResult & { recipe: ImageRecipe }

const outputWidth = (recipe: ImageRecipe) => recipe.canvas?.width ?? recipe.width

/** The asked picture's other sizes on the ladder, nearest first (sizes that make the same file counted once). */
export function otherSizes(
  query: URLSearchParams,
  source: ImageSource,
  accept: string | null,
  asked: ImageRecipe,
): ImageRecipe[] {
  const seen = new Set([recipeKey(asked)])
  const sizes: ImageRecipe[] = []
  for (const rung of SIZE_LADDER) {
    const plan = planImage(query, source, accept, { rung })
    if (plan.kind !== 'transform' || seen.has(recipeKey(plan.recipe))) continue
    seen.add(recipeKey(plan.recipe))
    sizes.push(plan.recipe)
  }
  const distance = (recipe: ImageRecipe) => Math.abs(Math.log(outputWidth(recipe) / outputWidth(asked)))
  return sizes.sort((a, b) => distance(a) - distance(b) || outputWidth(b) - outputWidth(a))
}

/** The nearest other size already made, in memory or on disk; never makes one. */
export async function nearestMade(
  images: Pick<ImageResizer, 'cached'>,
  sourceId: string,
  candidates: ImageRecipe[],
): Promise<Substitute | null> {
  for (const recipe of candidates) {
    const found = await images.cached(sourceId, recipe)
    if (found) return { ...found, recipe }
  }
  return null
}

/** How a substitute says what it is: the size sent and the size asked, as `width`x`height`. */
export function substituteHeader(sent: ImageRecipe, asked: ImageRecipe): string {
  const size = (recipe: ImageRecipe) =>
    `${recipe.canvas?.width ?? recipe.width}x${recipe.canvas?.height ?? recipe.height}`
  return `sent=${size(sent)}; asked=${size(asked)}`
}
