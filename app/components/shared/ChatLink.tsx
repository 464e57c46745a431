import { Icon } from '~/components/shared/Icons'
import type { ChatSettings } from '~/content/types'
import { useT } from '~/i18n/react'
import { chatHref } from '~/logic/links'

/** The floating chat button: the messaging link with the enquiry text prefilled, in a new tab. */
export function ChatLink({ chat }: { chat: ChatSettings }) {
  const t = useT()
  const href = chat ? chatHref(chat) : null
  if (!href) return null
  return (
    <a className="chat-link" href={href} target="_blank" rel="noopener noreferrer" aria-label={t.home.chatLabel}>
      <Icon name="chat" size={28} />
    </a>
  )
}
