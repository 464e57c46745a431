import { useTextLang } from '~/i18n/react'

const SLOT = '\u0000'

/**
 * A catalogue sentence around a content name (`t.fullTitle(name)`): on an Arabic page a name still in English is
 * isolated in a `<bdi lang="en">`, so its Latin letters never reorder the sentence; otherwise the plain text.
 */
export function Named({ text, name }: { text: (name: string) => string; name: string }) {
  const props = useTextLang()(name)
  if (!props.lang) return <>{text(name)}</>
  const [before, after] = text(SLOT).split(SLOT)
  return (
    <>
      {before}
      <bdi {...props}>{name}</bdi>
      {after}
    </>
  )
}

/** A content name inline in interface text: isolated as English on an Arabic page while it is still English. */
export function ContentText({ text }: { text: string }) {
  const props = useTextLang()(text)
  return props.lang ? <bdi {...props}>{text}</bdi> : text
}
