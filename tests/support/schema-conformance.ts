/**
 * Structural conformance of seed documents to the schema extracted by
 * `sanity schema extract --enforce-required-fields` (groq-type-nodes format, studio/schema.json).
 *
 * It checks shape only: known fields, value types, list values, required fields, array `_key`s,
 * references resolving to a seed document of an allowed type, and `_sanityAsset` placeholders
 * (the import format for images and files) pointing at a file that exists. Rules such as min/max
 * and formats are Sanity's own validation, checked in studio.test.ts.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { ObjectAttribute, ObjectTypeNode, SchemaType, TypeNode } from 'groq-js'

export type SeedDocument = { _id: string; _type: string; [field: string]: unknown }

/** One object shape with its `rest` merged in; `open` means the schema allows anything. */
type Shape = { attributes: Record<string, ObjectAttribute>; open: boolean; dereferencesTo?: string }
type Where = { inArray: boolean; isDocument: boolean }

const NOWHERE: Where = { inArray: false, isDocument: false }
const ID_PATTERN = /^[a-zA-Z0-9_-][a-zA-Z0-9._-]*$/
const PLACEHOLDER = /^(image|file)@file:\/\/\.\/(.+)$/
const ASSET_KINDS: Record<string, 'image' | 'file'> = { 'sanity.imageAsset': 'image', 'sanity.fileAsset': 'file' }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value)
const join = (base: string, key: string) => (base ? `${base}.${key}` : key)
const show = (value: unknown) => JSON.stringify(value) ?? String(value)

/**
 * Returns a function listing every way a document departs from the schema, each as "path: message"
 * (an empty list when it conforms). `documents` are the candidates for references; `assetRoot` is
 * the folder `_sanityAsset` paths are relative to.
 */
export function createConformanceChecker(schema: SchemaType, documents: readonly SeedDocument[], assetRoot: string) {
  const named = new Map(schema.map((entry) => [entry.name, entry]))
  const byId = new Map(documents.map((doc) => [doc._id, doc]))
  let issues: string[] = []
  const report = (at: string, message: string) => issues.push(`${at || '(document)'}: ${message}`)

  function resolve(node: TypeNode): TypeNode {
    for (let seen = 0; node.type === 'inline'; seen++) {
      const entry = named.get(node.name)
      if (!entry || seen > 20) throw new Error(`schema.json: cannot resolve the type "${node.name}"`)
      node = entry.type === 'document' ? { type: 'object', attributes: entry.attributes } : entry.value
    }
    return node
  }

  function shapeOf(node: ObjectTypeNode): Shape {
    const shape: Shape = { attributes: { ...node.attributes }, open: false, dereferencesTo: node.dereferencesTo }
    if (!node.rest) return shape
    const rest = resolve(node.rest)
    if (rest.type !== 'object') return { ...shape, open: true }
    const more = shapeOf(rest)
    return {
      attributes: { ...shape.attributes, ...more.attributes },
      open: more.open,
      dereferencesTo: shape.dereferencesTo ?? more.dereferencesTo,
    }
  }

  /** The literal `_type` a node's objects carry, if it names one (used to pick a union member). */
  function typeNameOf(node: TypeNode): string | undefined {
    const resolved = resolve(node)
    if (resolved.type !== 'object') return undefined
    const typeAttr = shapeOf(resolved).attributes._type?.value
    return typeAttr?.type === 'string' ? typeAttr.value : undefined
  }

  function isRequired(key: string, attr: ObjectAttribute, where: Where): boolean {
    if (attr.optional !== undefined) return !attr.optional
    // System attributes carry no flag: `_createdAt`, `_updatedAt` and `_rev` come from the Content Lake,
    // `_key` is checked by the array, and `_type` may be left out on an object held in a plain field.
    if (key === '_id' || key === '_ref') return true
    return key === '_type' && (where.inArray || where.isDocument)
  }

  function checkValue(value: unknown, node: TypeNode, at: string, where: Where): void {
    const type = resolve(node)
    switch (type.type) {
      case 'unknown':
        return
      case 'string':
      case 'number':
      case 'boolean':
      case 'null':
        if (kindOf(value) !== type.type)
          return void report(at, `expected ${type.type}, got ${kindOf(value)} ${show(value)}`)
        if ('value' in type && type.value !== undefined && value !== type.value)
          report(at, `expected ${show(type.value)}, got ${show(value)}`)
        return
      case 'array':
        checkArray(value, type.of, at)
        return
      case 'union':
        checkUnion(value, type.of, at, where)
        return
      case 'object':
        checkObject(value, shapeOf(type), at, where)
        return
    }
  }

  function checkArray(value: unknown, of: TypeNode, at: string) {
    if (!Array.isArray(value)) return void report(at, `expected array, got ${kindOf(value)}`)
    const keys = new Map<string, number>()
    value.forEach((item, index) => {
      const itemAt = `${at}[${index}]`
      if (isRecord(item)) {
        const key = item._key
        if (typeof key !== 'string' || key === '')
          report(`${itemAt}._key`, 'required (objects in an array need a unique _key)')
        else if (keys.has(key)) report(`${itemAt}._key`, `"${key}" repeats ${at}[${keys.get(key)}]._key`)
        else keys.set(key, index)
      }
      checkValue(item, of, itemAt, { inArray: true, isDocument: false })
    })
  }

  function checkUnion(value: unknown, members: TypeNode[], at: string, where: Where) {
    const resolved = members.map(resolve)
    const literals = resolved.flatMap((m) => (m.type === 'string' && m.value !== undefined ? [m.value] : []))
    if (literals.length > 0 && literals.length === resolved.length) {
      if (typeof value !== 'string' || !literals.includes(value))
        report(at, `${show(value)} is not one of ${literals.map(show).join(', ')}`)
      return
    }
    let candidates = resolved.filter((m) => m.type === 'unknown' || m.type === kindOf(value))
    if (isRecord(value) && typeof value._type === 'string') {
      const names = candidates.map(typeNameOf)
      if (names.some((name) => name !== undefined)) {
        candidates = candidates.filter((_, i) => names[i] === undefined || names[i] === value._type)
        if (candidates.length === 0)
          return void report(
            join(at, '_type'),
            `"${value._type}" is not allowed here (allowed: ${names.filter(Boolean).join(', ')})`,
          )
      }
    }
    if (candidates.length === 0)
      return void report(at, `expected ${[...new Set(resolved.map((m) => m.type))].join(' or ')}, got ${kindOf(value)}`)
    let best: string[] | undefined
    for (const candidate of candidates) {
      const outer = issues
      issues = []
      checkValue(value, candidate, at, where)
      const found = issues
      issues = outer
      if (found.length === 0) return
      if (!best || found.length < best.length) best = found
    }
    issues.push(...(best ?? []))
  }

  function checkObject(value: unknown, shape: Shape, at: string, where: Where) {
    if (!isRecord(value)) return void report(at, `expected object, got ${kindOf(value)}`)
    if (shape.open) return
    const assetNode = shape.attributes.asset && resolve(shape.attributes.asset.value)
    const assetKind =
      assetNode?.type === 'object' && assetNode.dereferencesTo ? ASSET_KINDS[assetNode.dereferencesTo] : undefined
    for (const [key, fieldValue] of Object.entries(value)) {
      const fieldAt = join(at, key)
      if (key === '_key' && where.inArray) continue
      if (key === '_sanityAsset' && assetKind) {
        checkPlaceholder(fieldValue, assetKind, fieldAt)
        continue
      }
      if (key === '_strengthenOnPublish' && shape.dereferencesTo) {
        if (!isRecord(fieldValue)) report(fieldAt, `expected object, got ${kindOf(fieldValue)}`)
        continue
      }
      const attr = shape.attributes[key]
      if (!attr) report(fieldAt, 'unknown field')
      else if (fieldValue === null) report(fieldAt, 'null (leave the field out instead)')
      else checkValue(fieldValue, attr.value, fieldAt, NOWHERE)
    }
    for (const [key, attr] of Object.entries(shape.attributes)) {
      if (value[key] === undefined && key !== '_key' && isRequired(key, attr, where)) report(join(at, key), 'required')
    }
    if (assetKind && value.asset === undefined && value._sanityAsset === undefined) {
      report(join(at, 'asset'), `required (an ${assetKind} needs an asset reference or a _sanityAsset placeholder)`)
    }
    if (shape.dereferencesTo && typeof value._ref === 'string') {
      checkReference(
        value._ref,
        shape.dereferencesTo,
        value._weak === true || value._strengthenOnPublish !== undefined,
        at,
      )
    }
  }

  function checkPlaceholder(value: unknown, kind: 'image' | 'file', at: string) {
    const match = typeof value === 'string' ? PLACEHOLDER.exec(value) : null
    if (!match) return void report(at, `expected "${kind}@file://./<path>", got ${show(value)}`)
    const [, placeholderKind = '', file = ''] = match
    const onDisk = path.resolve(assetRoot, file)
    if (placeholderKind !== kind) report(at, `a ${placeholderKind} placeholder where the schema has a ${kind}`)
    else if (!onDisk.startsWith(path.resolve(assetRoot) + path.sep)) report(at, `${file} lies outside ${assetRoot}`)
    else if (!existsSync(onDisk)) report(at, `file not found: ${path.relative(process.cwd(), onDisk)}`)
  }

  function checkReference(ref: string, allowed: string, mayBeDraft: boolean, at: string) {
    if (ref.startsWith('drafts.'))
      return void report(at, `reference to the draft id "${ref}" (reference the published id)`)
    const target = byId.get(ref) ?? (mayBeDraft ? byId.get(`drafts.${ref}`) : undefined)
    if (!target) {
      const draftOnly = byId.has(`drafts.${ref}`) ? ' (only its draft exists)' : ''
      return void report(at, `reference to missing document "${ref}"${draftOnly}`)
    }
    if (target._type !== allowed)
      report(at, `reference to "${ref}", a ${target._type}, where only ${allowed} is allowed`)
  }

  return function check(doc: SeedDocument): string[] {
    issues = []
    const definition = named.get(doc._type)
    if (definition?.type !== 'document') {
      report('_type', `${show(doc._type)} is not a document type of the schema`)
      return issues
    }
    if (typeof doc._id !== 'string' || !ID_PATTERN.test(doc._id)) report('_id', `invalid document id ${show(doc._id)}`)
    checkObject(doc, { attributes: definition.attributes, open: false }, '', { inArray: false, isDocument: true })
    return issues
  }
}
