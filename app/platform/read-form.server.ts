import busboy from 'busboy'
import { BodyTooLarge, bodyChunks } from './read-body.server'

/**
 * Reads a small form (URL-encoded, or multipart as the EmailJS SDK sends it) under limits that hold whatever
 * the headers claim: bytes are counted as they arrive (`bodyChunks`; a chunked body has no Content-Length),
 * and the number of fields, the size of each and the absence of files are enforced by busboy while it parses.
 */
export class FormRejected extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message)
  }
}

export type FormLimits = {
  /** The whole body, in bytes. */
  maxBytes: number
  /** How many fields a submission may have. */
  maxFields: number
  /** The largest single field, in bytes (after URL-decoding). */
  maxFieldBytes: number
  /** Content types accepted (default: URL-encoded only). */
  accept?: Array<'application/x-www-form-urlencoded' | 'multipart/form-data'>
}

const TOO_LARGE = 'The form is too large.'

export async function readSmallForm(request: Request, limits: FormLimits): Promise<URLSearchParams> {
  const accept = limits.accept ?? ['application/x-www-form-urlencoded']
  const contentType = request.headers.get('Content-Type') ?? ''
  const type = contentType.split(';')[0]?.trim().toLowerCase()
  if (!accept.includes(type as (typeof accept)[number])) {
    throw new FormRejected(
      415,
      accept.length > 1 ? 'This form takes form fields only.' : 'This form takes URL-encoded fields only.',
    )
  }

  // Only the boundary is passed on: a declared charset (utf-7, say) would make the parser decode in ways the
  // browser never sends; fields are read as UTF-8, as every browser posts this site's forms.
  const boundary = contentType.match(/;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i)
  const parsedType = type === 'multipart/form-data' ? `${type}; boundary=${boundary?.[1] ?? boundary?.[2] ?? ''}` : type
  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: { 'content-type': parsedType },
      limits: {
        fields: limits.maxFields,
        fieldSize: limits.maxFieldBytes,
        files: 0,
        parts: limits.maxFields,
        fieldNameSize: 100,
      },
      defParamCharset: 'utf8',
    })
  } catch {
    throw new FormRejected(400, 'The form could not be read.')
  }

  const fields = new URLSearchParams()
  const parsed = new Promise<URLSearchParams>((resolve, reject) => {
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) reject(new FormRejected(413, TOO_LARGE))
      else fields.append(name, value)
    })
    parser.on('file', (_name, stream) => {
      stream.resume()
      reject(new FormRejected(400, 'This form takes no files.'))
    })
    parser.on('fieldsLimit', () => reject(new FormRejected(413, 'The form has too many fields.')))
    parser.on('partsLimit', () => reject(new FormRejected(413, 'The form has too many fields.')))
    parser.on('filesLimit', () => reject(new FormRejected(400, 'This form takes no files.')))
    parser.on('error', () => reject(new FormRejected(400, 'The form could not be read.')))
    parser.on('close', () => resolve(fields))
  })
  // Whichever settles first wins; a rejection after that is expected and harmless.
  parsed.catch(() => undefined)

  try {
    for await (const chunk of bodyChunks(request, limits.maxBytes)) {
      if (parser.destroyed) break
      // A parser that has failed (a malformed body) never drains; its close ends the wait too.
      if (!parser.write(chunk)) {
        await new Promise((resolve) => {
          parser.once('drain', resolve)
          parser.once('close', resolve)
        })
      }
    }
  } catch (error) {
    parser.destroy()
    if (error instanceof BodyTooLarge) throw new FormRejected(413, TOO_LARGE)
    throw error
  }
  if (!parser.destroyed) parser.end()
  return parsed
}
