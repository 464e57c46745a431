import { Icon } from '~/components/shared/Icons'
import type { ChatSettings } from '~/content/types'
import { chatHref } from '~/logic/links'

/** The floating chat button: the messaging link with the enquiry text prefilled, in a new tab. */
export function ChatLink({ chat }: { chat: ChatSettings }) {
  const href = chat ? chatHref(chat) : null
  if (!href) return null
  return (
    <a
      className="chat-link"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us about itineraries (opens in a new tab)"
    >
      <Icon name="chat" size={28} />
    </a>
  )
}
