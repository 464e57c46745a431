/** The banner on a preview page, for an editor: what they see, and the way out. */
export const preview = {
  label: 'Preview mode',
  title: 'Preview mode:',
  text: ' you are seeing unpublished drafts.',
  more: ' Visitors see the published site.',
  exitPreview: 'Exit preview',
} as const
