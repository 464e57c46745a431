import { ChatIcon } from '~/components/Icons'
import type { SiteSettings } from '~/content/types'

/** The floating chat button: the messaging link with the enquiry text prefilled, in a new tab. */
export function chatHref(chat: NonNullable<SiteSettings['chat']>): string | null {
  if (!chat.url) return null
  const url = new URL(chat.url)
  if (chat.prefilledText) url.searchParams.set('text', chat.prefilledText)
  return url.toString()
}

export function ChatLink({ chat }: { chat: SiteSettings['chat'] }) {
  const href = chat ? chatHref(chat) : null
  if (!href) return null
  return (
    <a className="chat-link" href={href} target="_blank" rel="noopener noreferrer" aria-label="Chat with us about itineraries (opens in a new tab)">
      <ChatIcon width={28} height={28} />
    </a>
  )
}
