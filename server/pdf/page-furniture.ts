import type { PdfWords } from '~/platform/pdf-maker'

/**
 * The letterhead and the page numbers Chromium draws in each page's margins. They are small documents of their
 * own: they see none of the page's styles, take no outside resources and are drawn at a tiny default size, so
 * everything they need is written inline. The words come from the app's catalogue; they are escaped here.
 */
export type PageFurniture = { headerTemplate: string; footerTemplate: string }

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

const PAGE = '{page}'
const PAGES = '{pages}'

export function pageFurniture(words: PdfWords, dir: 'ltr' | 'rtl'): PageFurniture {
  const box = (content: string, edge: 'top' | 'bottom') =>
    `<div dir="${dir}" style="width:100%;margin:0 12mm;padding-${edge === 'top' ? 'top' : 'bottom'}:4mm;` +
    "font-family:system-ui,'DejaVu Sans',sans-serif;font-size:8pt;color:#4a4a4a;text-align:start\">" +
    `${content}</div>`
  const pageOf = escapeHtml(words.pageOf)
    .replace(escapeHtml(PAGE), '<span class="pageNumber"></span>')
    .replace(escapeHtml(PAGES), '<span class="totalPages"></span>')
  return {
    headerTemplate: box(`<strong style="letter-spacing:0.04em">${escapeHtml(words.letterhead)}</strong>`, 'top'),
    footerTemplate: box(`<span style="display:block;text-align:end">${pageOf}</span>`, 'bottom'),
  }
}
