import { Icon } from '~/components/shared/Icons'
import type { ChatSettings } from '~/content/types'
import { useT } from '~/i18n/react'
import { chatHref } from '~/logic/links'

/**
 * The floating chat button: the messaging link with the enquiry text prefilled, in a new tab. The site-wide message
 * by default; a trip's pages give one naming the trip, and a label saying so (issue 35).
 */
export function ChatLink({ chat, label }: { chat: ChatSettings; label?: string }) {
  const t = useT()
  const href = chat ? chatHref(chat) : null
  if (!href) return null
  return (
    <a
      className="chat-link"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label ?? t.home.chatLabel}
    >
      <Icon name="chat" size={28} />
    </a>
  )
}
