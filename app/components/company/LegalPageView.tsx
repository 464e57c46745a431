import { PortableText } from '@portabletext/react'
import type { LegalPage } from '~/content/types'
import { useFormat, useT, useTextLang } from '~/i18n/react'
import { useEditAttribute } from '~/state/edit-attributes'

/** Terms and Privacy: Portable Text sections with a table of contents that links to each. */
export function LegalPageView({ page }: { page: LegalPage }) {
  const sections = page.sections ?? []
  const edit = useEditAttribute()
  const t = useT().company
  const format = useFormat()
  const textLang = useTextLang()
  return (
    <main id="main" className="container company-page legal-page">
      <header className="company-page__head">
        <h1 {...textLang(page.title)}>{page.title}</h1>
        {page.lastUpdated ? (
          <p className="legal-page__updated">
            {t.lastUpdated} <time dateTime={page.lastUpdated}>{format.date(page.lastUpdated)}</time>
          </p>
        ) : null}
        {page.intro ? (
          <p className="company-page__intro" {...textLang(page.intro)}>
            {page.intro}
          </p>
        ) : null}
      </header>
      <div className="legal-page__layout">
        <nav aria-label={t.contents} className="legal-page__toc">
          <h2>{t.contents}</h2>
          <ol>
            {sections.map((section) => (
              <li key={section._key}>
                <a href={`#${section.anchor}`} {...textLang(section.heading)}>
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal-page__sections" data-sanity={edit(page, 'sections')}>
          {sections.map((section, index) => (
            <section
              key={section._key}
              id={section.anchor}
              className="legal-section"
              aria-labelledby={`${section.anchor}-heading`}
            >
              <h2 id={`${section.anchor}-heading`}>
                {index + 1}. {section.heading}
              </h2>
              {section.body ? <PortableText value={section.body as never} /> : null}
            </section>
          ))}
        </div>
      </div>
    </main>
  )
}
