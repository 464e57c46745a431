import { useT } from '~/i18n/react'
import { basketLine } from '~/logic/visitor-state'
import { useSiteState } from '~/state/site-state'

type Sellable = Parameters<typeof basketLine>[0]

/** The one "Add to cart" button: whatever it is given joins the basket as a line. */
export function AddToCartButton({
  item,
  label,
  className = 'button',
}: {
  item: Sellable
  label?: string
  className?: string
}) {
  const { dispatch } = useSiteState()
  const t = useT()
  return (
    <button
      type="button"
      className={className}
      onClick={() => dispatch({ type: 'ADD_TO_BASKET', item: basketLine(item) })}
    >
      {label ?? t.shared.addToCart}
    </button>
  )
}
