/**
 * The e-mail that carries a traveller's private proposal link (app/mail/proposal-mailer.server.ts, decision 063),
 * in the proposal's language. Only the server reads it.
 */
export const proposalMail = {
  subject: (title: string) => `Your proposal: ${title}`,
  greeting: (firstName: string) => `Dear ${firstName},`,
  lead: (specialist: string) => `${specialist} has written a proposal for your journey. It is here, for you alone:`,
  leadNoSpecialist: 'We have written a proposal for your journey. It is here, for you alone:',
  keepPrivate: 'The link is private: anyone who has it can open the proposal, so please forward it only to your party.',
  signOff: 'With warm regards,',
  company: 'Savanna Links Golf & Safari',
} as const
