import type { Doc } from './documents'
import { isDraftId, isValidId, publishedIdOf } from './ids'
import type { Mut } from './mutations'
import { ApiError } from './route'

/**
 * Sanity's Actions API expressed as the mutations it stands for, so one transaction (and one listener event per
 * document, one webhook call) covers each action, exactly as the lake's own mutations would.
 */

type Read = (id: string) => Doc | null
const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value)

function actionError(status: number, index: number, description: string, type: string): ApiError {
  return new ApiError(status, `The action(s) failed: ${description}`, 'actionError', {
    items: [{ error: { description, type }, index }],
  })
}

function idField(action: Record<string, unknown>, name: string, index: number): string {
  const value = action[name]
  if (!isValidId(value)) throw actionError(400, index, `"${name}" must be a document id`, 'invalidActionError')
  return value
}

function draftField(action: Record<string, unknown>, index: number): string {
  const id = idField(action, 'draftId', index)
  if (!isDraftId(id)) throw actionError(400, index, `draftId "${id}" must start with "drafts."`, 'invalidActionError')
  return id
}

function publishedField(action: Record<string, unknown>, index: number): string {
  const id = idField(action, 'publishedId', index)
  if (isDraftId(id)) throw actionError(400, index, `publishedId "${id}" must not be a draft id`, 'invalidActionError')
  return id
}

/**
 * Translates actions to mutations against the current documents. `read` sees the effect of earlier actions of
 * the same request only through the mutations' order, which is enough for the document actions below.
 */
export function actionsToMutations(actions: unknown, read: Read): Mut[] {
  if (!Array.isArray(actions) || actions.length === 0)
    throw new ApiError(400, 'The body must have a non-empty "actions" array', 'invalidActionError')
  const mutations: Mut[] = []
  actions.forEach((action: unknown, index) => {
    if (!isObject(action) || typeof action.actionType !== 'string')
      throw actionError(400, index, 'Each action needs an actionType', 'invalidActionError')
    switch (action.actionType) {
      case 'sanity.action.document.create': {
        const publishedId = publishedField(action, index)
        if (!isObject(action.attributes))
          throw actionError(400, index, '"attributes" must be a document', 'invalidActionError')
        const attributes = action.attributes
        const id = typeof attributes._id === 'string' ? attributes._id : `drafts.${publishedId}`
        if (publishedIdOf(id) !== publishedId)
          throw actionError(
            400,
            index,
            `attributes._id "${id}" is not a version of "${publishedId}"`,
            'invalidActionError',
          )
        if (read(publishedId))
          throw actionError(409, index, `Document "${publishedId}" is already published`, 'documentAlreadyExistsError')
        const document = { ...attributes, _id: id }
        mutations.push(action.ifExists === 'ignore' ? { createIfNotExists: document } : { create: document })
        return
      }
      case 'sanity.action.document.edit': {
        const draftId = draftField(action, index)
        const publishedId = publishedField(action, index)
        if (!isObject(action.patch))
          throw actionError(400, index, '"patch" must be an object of patch operations', 'invalidActionError')
        if (!read(draftId)) {
          const published = read(publishedId)
          if (!published)
            throw actionError(409, index, `Neither "${draftId}" nor "${publishedId}" exists`, 'documentNotFoundError')
          const { _rev, _updatedAt, ...rest } = published
          mutations.push({ createIfNotExists: { ...rest, _id: draftId } })
        }
        mutations.push({ patch: { ...action.patch, id: draftId } })
        return
      }
      case 'sanity.action.document.replaceDraft': {
        const publishedId = publishedField(action, index)
        if (!isObject(action.attributes) || typeof action.attributes._type !== 'string')
          throw actionError(400, index, '"attributes" must be a document with _type', 'invalidActionError')
        mutations.push({ createOrReplace: { ...action.attributes, _id: `drafts.${publishedId}` } })
        return
      }
      case 'sanity.action.document.publish': {
        const draftId = draftField(action, index)
        const publishedId = publishedField(action, index)
        const draft = read(draftId)
        if (!draft)
          throw actionError(409, index, `Cannot publish: draft "${draftId}" does not exist`, 'documentNotFoundError')
        const published = read(publishedId)
        if (typeof action.ifDraftRevisionId === 'string' && action.ifDraftRevisionId !== draft._rev) {
          throw actionError(
            409,
            index,
            `Draft "${draftId}" has changed (revision ${draft._rev ?? '?'})`,
            'conflictError',
          )
        }
        if (typeof action.ifPublishedRevisionId === 'string' && action.ifPublishedRevisionId !== published?._rev) {
          throw actionError(409, index, `Published "${publishedId}" has changed`, 'conflictError')
        }
        const { _rev, _updatedAt, _createdAt, ...content } = draft
        // The published document keeps the date it first appeared; a first publish takes the draft's.
        mutations.push(
          { createOrReplace: { ...content, _id: publishedId, _createdAt: published?._createdAt ?? _createdAt } },
          { delete: { id: draftId } },
        )
        return
      }
      case 'sanity.action.document.unpublish': {
        const draftId = draftField(action, index)
        const publishedId = publishedField(action, index)
        const published = read(publishedId)
        if (!published)
          throw actionError(409, index, `Cannot unpublish: "${publishedId}" is not published`, 'documentNotFoundError')
        const { _rev, _updatedAt, ...content } = published
        mutations.push({ createIfNotExists: { ...content, _id: draftId } }, { delete: { id: publishedId } })
        return
      }
      case 'sanity.action.document.discard': {
        const draftId = draftField(action, index)
        if (!read(draftId))
          throw actionError(409, index, `Cannot discard: draft "${draftId}" does not exist`, 'documentNotFoundError')
        mutations.push({ delete: { id: draftId } })
        return
      }
      case 'sanity.action.document.delete': {
        const publishedId = publishedField(action, index)
        const drafts = Array.isArray(action.includeDrafts) ? action.includeDrafts : []
        for (const draft of drafts) {
          if (!isValidId(draft) || publishedIdOf(draft) !== publishedId)
            throw actionError(
              400,
              index,
              `includeDrafts names "${String(draft)}", not a draft of "${publishedId}"`,
              'invalidActionError',
            )
          mutations.push({ delete: { id: draft } })
        }
        if (!drafts.includes(`drafts.${publishedId}`) && read(`drafts.${publishedId}`))
          mutations.push({ delete: { id: `drafts.${publishedId}` } })
        mutations.push({ delete: { id: publishedId } })
        return
      }
      default:
        throw actionError(
          400,
          index,
          `Action "${action.actionType}" is not supported by the local Content API`,
          'unsupportedActionError',
        )
    }
  })
  return mutations
}
