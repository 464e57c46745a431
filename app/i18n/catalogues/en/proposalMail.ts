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
  // Issue 45 (decision 067): the hold's e-mail to the traveller, and its reminder a day before it ends.
  heldSubject: (title: string) => `Your places are held: ${title}`,
  heldLead: (until: string) => `Your places are held until ${until}, Nairobi time.`,
  heldYours: (until: string, zone: string) => `That is ${until} where you are (${zone}).`,
  deposit: (amount: string) => `A deposit of ${amount} confirms them; it is due when the hold ends.`,
  balance: (amount: string, date: string) => `The balance of ${amount} is due by ${date}.`,
  payOnline: (link: string) => `Pay the deposit online: ${link}`,
  payByBank: 'Pay by bank transfer:',
  payAsked: 'Your specialist will tell you how to pay.',
  openProposal: 'Your proposal, with all of this:',
  reminderSubject: (title: string) => `Your hold ends in a day: ${title}`,
  reminderLead: (until: string) => `A reminder: the hold on your places ends at ${until}, Nairobi time.`,
  signOff: 'With warm regards,',
  company: 'Savanna Links Golf & Safari',
} as const
