import { registerAllCatalogues } from '~/i18n/all-catalogues.server'

// Components render in either language in the unit tests, as on the server.
registerAllCatalogues()
