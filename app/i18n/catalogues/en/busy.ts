/**
 * What the host says when it refuses a render for being busy (server/page-cache/refusal.ts, decisions 037 and 050):
 * the page that tries again by itself, and the page a form sent without JavaScript gets. Only the server reads it.
 */
export const busy = {
  siteName: 'Savanna Links Golf & Safari',
  busyTitle: 'One moment, please',
  busyNow: 'The site is busy just now.',
  busyFromYourNetwork: 'The site is busy, and many new pages have been asked for from your network.',
  triesAgain: (seconds: number) => `This page tries again by itself in ${secondsIn(seconds)}.`,
  tryAgainNow: 'Try again now',
  tryAgainIn: (seconds: number) => `Please try again in ${secondsIn(seconds)}.`,
  notSentTitle: 'Not sent yet',
  notSentLead: 'Your form has not been sent, and nothing you typed is lost.',
  notSentBack: (seconds: number) =>
    'Go back to the form with your browser’s Back button: what you typed is still there. ' +
    `Then send it again in ${secondsIn(seconds)}.`,
} as const

function secondsIn(seconds: number) {
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`
}
