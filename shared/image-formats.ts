/**
 * The modern formats a browser says it takes, from its Accept header (a type with q=0 is refused). The image
 * CDN stand-in picks its output format by it (`auto=format`), and the site's memory of recent images files an
 * answer under it, so two browsers that would be sent different formats never share an entry.
 */
export function acceptedImageFormats(accept: string | null): Set<'avif' | 'webp'> {
  const formats = new Set<'avif' | 'webp'>()
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [type, ...params] = part.split(';').map((piece) => piece.trim())
    const q = params.find((param) => param.startsWith('q='))
    if (q && Number(q.slice(2)) === 0) continue
    if (type === 'image/avif' || type === 'image/webp') formats.add(type.slice(6) as 'avif' | 'webp')
  }
  return formats
}
