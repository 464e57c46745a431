import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useRef, useState } from 'react'
import { CheckoutDialog } from '~/components/cart/CheckoutDialog'
import { GeneralErrorBoundary } from '~/components/shared/GeneralErrorBoundary'
import { ConvertedPrice, RatesAsOf } from '~/components/shared/Price'
import { SanityImage } from '~/components/shared/SanityImage'
import { StarRating } from '~/components/shared/StarRating'
import { contentFor } from '~/content/content.server'
import { CART_PAGE_QUERY } from '~/content/queries'
import type { SanityImage as SanityImageValue } from '~/content/types'
import { catalogueFor } from '~/i18n/catalogue'
import { languageOfMatches } from '~/i18n/page-language'
import { Link, useFormat, useT, useTextLang } from '~/i18n/react'
import { pageMeta } from '~/logic/page-meta'
import { basketTotal, keyedBasketLines } from '~/logic/visitor-state'
import { privatePageHeaders } from '~/platform/http.server'
import { useSiteState } from '~/state/site-state'
import companyStyles from '~/styles/company-pages.css?url'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: companyStyles }]

export async function loader({ request }: LoaderFunctionArgs) {
  const content = await contentFor(request)
  const page = await content.fetch(CART_PAGE_QUERY)
  return { letterhead: page?.letterhead ?? null }
}

export const headers = privatePageHeaders
export const meta: MetaFunction = ({ matches }) => {
  const { title, description } = catalogueFor(languageOfMatches(matches)).cart
  return [...pageMeta({ title, description }), { name: 'robots', content: 'noindex' }]
}

export default function Checkout() {
  const { letterhead } = useLoaderData<typeof loader>()
  const { state, dispatch, basketReady } = useSiteState()
  const [dialogOpen, setDialogOpen] = useState(false)
  const t = useT().cart
  const format = useFormat()
  const textLang = useTextLang()
  const checkoutButton = useRef<HTMLButtonElement>(null)
  const { basket, gift, user } = state
  const count = basket.length
  return (
    <main id="main" className="container company-page cart-page">
      <SanityImage
        image={letterhead}
        width={1200}
        aspectRatio={4}
        priority
        className="cart-page__letterhead"
        alt=""
        sizes="(max-width: 1231px) calc(100vw - 32px), 1200px"
      />
      <div className="cart-page__layout">
        <section aria-labelledby="cart-title" className="cart-page__lines">
          <h1 id="cart-title">{t.title}</h1>
          {!basketReady ? (
            <p className="cart-page__loading">{t.loading}</p>
          ) : count === 0 ? (
            <div className="cart-page__empty">
              <h2>{t.empty}</h2>
              <p>
                <Link to="/itineraries">{t.addAnItem}</Link>
              </p>
            </div>
          ) : (
            <ul className="cart-lines">
              {keyedBasketLines(basket).map(({ key, line }) => (
                <li key={key} className="cart-line">
                  <SanityImage
                    image={line.image as SanityImageValue | null}
                    width={120}
                    aspectRatio={3 / 2}
                    alt=""
                    sizes="(max-width: 767px) 88px, 120px"
                  />
                  <div className="cart-line__body">
                    <h2 className="cart-line__title" {...textLang(line.title)}>
                      {line.title}
                    </h2>
                    <StarRating rating={line.rating} average />
                    <p className="cart-line__price">
                      {typeof line.price === 'number' ? t.perPerson(format.money(line.price)) : t.priceOnRequest}
                    </p>
                  </div>
                  <button
                    type="button"
                    className="button button--outline button--small"
                    aria-label={t.remove(line.title)}
                    onClick={() => dispatch({ type: 'REMOVE_TO_BASKET', id: line.id })}
                  >
                    {t.removeButton}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        {basketReady && count > 0 ? (
          <aside className="cart-page__panel" aria-label={t.subtotalLabel}>
            <p className="cart-page__subtotal">
              {t.subtotal(count)} <strong>{format.money(basketTotal(basket))}</strong>
              {/* The enquiry is in USD, the price of record; the approximate amount is for reading only. */}
              <ConvertedPrice usd={basketTotal(basket)} className="price-converted cart-page__converted" />
              <RatesAsOf />
            </p>
            <label className="cart-page__gift">
              <input
                type="checkbox"
                checked={gift}
                onChange={(event) => dispatch({ type: 'SET_GIFT', gift: event.target.checked })}
              />
              {t.containsGift}
            </label>
            <button ref={checkoutButton} type="button" className="button" onClick={() => setDialogOpen(true)}>
              {t.proceed}
            </button>
          </aside>
        ) : null}
      </div>
      <CheckoutDialog
        open={dialogOpen}
        onClose={() => {
          setDialogOpen(false)
          checkoutButton.current?.focus()
        }}
        user={user}
        basket={basket}
        gift={gift}
      />
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
