import { provideComponentsWrittenAtOnce } from '~/components/written-at-once.server'
import { registerAllCatalogues } from '~/i18n/all-catalogues.server'

// Components render in either language in the unit tests, as on the server, and write at once what the
// browser loads later.
registerAllCatalogues()
provideComponentsWrittenAtOnce()
