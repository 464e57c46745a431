import { ChatIcon } from '~/components/Icons'
import type { SiteSettings } from '~/content/types'

/** The floating chat button: the messaging link with the enquiry text prefilled, in a new tab. */
export function chatHref(chat: NonNullable<SiteSettings['chat']>): string {
  const url = new URL(chat.url)
  url.searchParams.set('text', chat.prefilledText)
  return url.toString()
}

export function ChatLink({ chat }: { chat: SiteSettings['chat'] }) {
  if (!chat) return null
  return (
    <a className="chat-link" href={chatHref(chat)} target="_blank" rel="noopener noreferrer" aria-label="Chat with us about itineraries (opens in a new tab)">
      <ChatIcon width={28} height={28} />
    </a>
  )
}
