import { DEFAULT_LANG, type Lang } from '#shared/languages'

/**
 * The plan as the traveller receives it (decision 063): "Send" writes every day of the plan as a day written out
 * (`customDay`), in the proposal's language, so the page and the PDF read one shape and a later edit of a package
 * changes no proposal already sent. A package's day gives its title and timeline in the language (the default
 * language's where it has none), its night's place and its images; a day written for this traveller stays as it is.
 */

type Localised<T> = Partial<Record<string, T>> | undefined
type Image = { _key?: string; [field: string]: unknown }

export type PackageDay = {
  _key: string
  title?: Localised<string>
  timelineItems?: Localised<string[]>
  overnight?: { name?: string }
  carouselImages1?: Image[]
  carouselImages2?: Image[]
}

export type PlanDay =
  | { _type: 'packageDay'; _key: string; package?: { _ref?: string }; dayKey?: string }
  | { _type: 'customDay'; _key: string; title?: string; timelineItems?: string[]; overnight?: string; images?: Image[] }

export type SentDay = {
  _type: 'customDay'
  _key: string
  title: string
  timelineItems: string[]
  overnight?: string
  images: Image[]
}

export class UnresolvedDay extends Error {}

const inLanguage = <T>(value: Localised<T>, language: Lang): T | undefined =>
  value?.[language] ?? value?.[DEFAULT_LANG] ?? undefined

function fromPackage(day: PackageDay, key: string, language: Lang): SentDay {
  const images = [...(day.carouselImages1 ?? []), ...(day.carouselImages2 ?? [])]
  return {
    _type: 'customDay',
    _key: key,
    title: inLanguage(day.title, language) ?? '',
    timelineItems: inLanguage(day.timelineItems, language) ?? [],
    ...(day.overnight?.name ? { overnight: day.overnight.name } : {}),
    // Keys must be unique within the array: the two carousels may share one.
    images: images.map((image, index) => ({ ...image, _key: `${key}-${index}` })),
  }
}

/**
 * Every day resolved; `packages` maps a package's id to its days. A day whose package or day is gone cannot be
 * sent: it throws, naming its place in the plan, so the specialist fixes the plan first.
 */
export function resolvePlan(
  plan: readonly PlanDay[],
  packages: ReadonlyMap<string, readonly PackageDay[]>,
  language: Lang,
): SentDay[] {
  return plan.map((day, index) => {
    if (day._type === 'customDay')
      return {
        _type: 'customDay',
        _key: day._key,
        title: day.title ?? '',
        timelineItems: day.timelineItems ?? [],
        ...(day.overnight ? { overnight: day.overnight } : {}),
        images: day.images ?? [],
      }
    const found = packages.get(day.package?._ref ?? '')?.find((candidate) => candidate._key === day.dayKey)
    if (!found) throw new UnresolvedDay(`Day ${index + 1} of the plan names a package day that no longer exists.`)
    return fromPackage(found, day._key, language)
  })
}

/** The packages a plan takes days from, for the query that reads them. */
export const packageIdsOf = (plan: readonly PlanDay[]) => [
  ...new Set(plan.flatMap((day) => (day._type === 'packageDay' && day.package?._ref ? [day.package._ref] : []))),
]
