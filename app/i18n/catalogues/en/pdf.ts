/**
 * A page printed to PDF by the server (decision 065): the letterhead and page numbers Chromium draws in each
 * page's margins, and the answers of a download that could not be made. Only the server reads it.
 */
export const pdf = {
  letterhead: 'Savanna Links Golf & Safari',
  pageOf: (page: string, pages: string) => `Page ${page} of ${pages}`,
  unavailable: 'A PDF cannot be made here. Print this page instead: it prints cleanly.',
  busy: (seconds: number) =>
    `Many PDFs are being made just now. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
  failed: (seconds: number) =>
    `The PDF could not be made just now. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
} as const
