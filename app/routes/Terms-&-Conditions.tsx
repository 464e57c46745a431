import LegalPage from './Privacy-Policy'

/** `/Terms-&-Conditions`: the legal route of `/Privacy-Policy` (app/routes/Privacy-Policy.tsx), over the terms. */
export { ErrorBoundary, headers, links, loader, meta } from './Privacy-Policy'
export default LegalPage
