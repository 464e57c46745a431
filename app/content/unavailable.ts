/**
 * What a visitor is told when the content back end cannot be reached. Shared by the server (which sends it with
 * the 503) and the error screen (which shows it even when the response carried no message of its own).
 */
export const CONTENT_UNAVAILABLE_MESSAGE = 'We can’t reach our content right now. Please try again in a minute.'

/** How long a client or crawler is asked to wait before trying again; short, because outages usually are. */
export const CONTENT_RETRY_AFTER_SECONDS = 30
