/** The enquiry's checks and answers (app/logic/enquiry-form.ts), said by the server and the browser alike. */
export const forms = {
  fieldNames: {
    FirstName: 'your first name',
    LastName: 'your last name',
    Email: 'your e-mail address',
    PhoneNumber: 'your phone number',
    message: 'your message',
  },
  required: (field: string) => `Please enter ${field}.`,
  tooLong: (field: string, max: number) => `Please shorten ${field} to ${max} characters.`,
  formatProblems: {
    Email: 'Please enter an e-mail address, like name@example.com.',
    PhoneNumber: 'Please enter a phone number, using digits, spaces and + ( ) . - only.',
  },
  messageSent: 'Message sent successfully!',
  messageFailed: 'Failed to send message, please try again.',
  rateLimited:
    'You have sent several enquiries in a short time, so this one was not sent. Please try again later, or call or ' +
    'e-mail us.',
  nothingSent: 'Nothing was sent.',
  missingPublicKey: 'The public key is required.',
  missingServiceId: 'The service ID is required.',
  missingTemplateId: 'The template ID is required.',
} as const
