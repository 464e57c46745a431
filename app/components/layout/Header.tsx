import { Form, useLocation, useSearchParams } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { Icon } from '~/components/shared/Icons'
import { pathWithoutLanguage } from '~/i18n/paths'
import { Link, NavLink, useLocalePath, useT, useTextLang } from '~/i18n/react'
import { CATEGORIES, listingPath } from '~/logic/categories'
import { normaliseSearchTerm } from '~/logic/search'
import { usePublicEnv } from '~/state/root-data'
import { useSiteState } from '~/state/site-state'

export function Header({ companyName }: { companyName: string }) {
  const { state, dispatch } = useSiteState()
  const { firebase } = usePublicEnv()
  const location = useLocation()
  const t = useT()
  const textLang = useTextLang()
  const localePath = useLocalePath()
  const [searchParams] = useSearchParams()
  // On the results page the box shows the term searched for; elsewhere it starts empty.
  const urlTerm = pathWithoutLanguage(location.pathname) === '/search' ? normaliseSearchTerm(searchParams.get('q')) : ''
  const [query, setQuery] = useState(urlTerm)
  useEffect(() => setQuery(urlTerm), [urlTerm])
  // Pages hydrate after they load (decision 024): what a visitor typed before then is in the box, not in the
  // state, and the next render would wipe it.
  const box = useRef<HTMLInputElement>(null)
  useEffect(() => {
    const typed = box.current?.value
    if (typed) setQuery(typed.toLowerCase())
  }, [])
  const basketCount = state.basket.length
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="brand">
          <span className="brand__mark" aria-hidden="true" {...textLang(t.layout.brandMark)}>
            {t.layout.brandMark}
          </span>
          <span className="brand__name" {...textLang(companyName)}>
            {companyName}
          </span>
        </Link>
        <Form
          method="get"
          action={localePath('/search')}
          role="search"
          className="header-search"
          onSubmit={() => dispatch({ type: 'SET_SEARCH_TERM', term: normaliseSearchTerm(query) || null })}
        >
          <label htmlFor="header-search-input" className="visually-hidden">
            {t.layout.searchLabel}
          </label>
          <input
            ref={box}
            id="header-search-input"
            type="search"
            name="q"
            value={query}
            onChange={(event) => setQuery(event.target.value.toLowerCase())}
            placeholder={t.layout.searchPlaceholder}
            autoComplete="off"
            maxLength={200}
          />
          {query.trim() !== '' ? (
            <button type="submit" className="header-search__button">
              <Icon name="search" size={16} />
              {t.layout.searchButton}
            </button>
          ) : null}
        </Form>
        <nav aria-label={t.layout.accountNav} className="header-actions">
          <Link to="/">{t.layout.help}</Link>
          <Link to="/search">{t.layout.search}</Link>
          {!firebase ? null : state.user ? (
            <>
              {state.user.email ? <bdi className="header-actions__user">{state.user.email}</bdi> : null}
              <button
                type="button"
                className="header-actions__sign-out"
                onClick={() =>
                  // The sign-in adapter loads on demand: no page needs it for its first paint.
                  import('~/services/firebase-auth.client')
                    .then(({ signOutUser }) => signOutUser(firebase))
                    .catch((error) => console.error('Signing out failed:', error))
                }
              >
                {t.layout.signOut}
              </button>
            </>
          ) : (
            <Link to="/login">{t.layout.login}</Link>
          )}
          <Link to="/checkout" className="header-cart" aria-label={t.layout.cartLabel(basketCount)}>
            <Icon name="cart" />
            <span className="header-cart__count" aria-hidden="true">
              {basketCount}
            </span>
          </Link>
        </nav>
      </div>
      <nav aria-label={t.layout.categoriesNav} className="category-nav">
        <ul className="container category-nav__list">
          {CATEGORIES.map((category) => (
            <li key={category}>
              <NavLink to={listingPath(category)}>{t.layout.categories[category]}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  )
}
