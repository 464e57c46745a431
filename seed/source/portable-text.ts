/** Portable Text as the seed writes it: plain paragraphs and bullet items, one span each. */

export interface Span {
  _type: 'span'
  _key: string
  text: string
  marks: string[]
}

export interface Block {
  _type: 'block'
  _key: string
  style: 'normal'
  markDefs: unknown[]
  children: Span[]
  listItem?: 'bullet'
  level?: number
}
