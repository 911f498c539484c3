/**
 * The privacy policy's sections. Structured text, not markup: the page renders each section
 * as a heading, paragraphs and lists. `{contactEmail}` is the operators' address from the
 * chat settings.
 */
export interface PolicySection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

/** When this wording last changed; shown on the page and in its JSON-LD. */
export const POLICY_UPDATED = '2026-11-27';

export const POLICY_SECTIONS: readonly PolicySection[] = [
  {
    id: 'who-we-are',
    heading: 'Who we are',
    paragraphs: [
      'Flo runs this directory of UK flooring specialists and its chat assistant. For the personal data described here we are the controller under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018. Write to {contactEmail} about anything in this policy.',
    ],
  },
  {
    id: 'what-we-collect',
    heading: 'What we collect',
    paragraphs: [
      'We only collect what you type into our forms or the chat, plus what running the site needs:',
    ],
    list: [
      'Enquiries through Flo’s chat: the flooring service, your town or postcode, your name, e-mail address and phone number, budget range, how soon you need the work, your project details, whether you would like a home consultation, and which page and chat you started from.',
      'The one-box message form: your message, the service and the location you gave, and the specialist’s page you sent it from.',
      'Posted jobs: the job title and description, service, town or postcode, budget, urgency, your name, e-mail, phone and how you prefer to be contacted.',
      'The contact form: your name, e-mail address, subject and message.',
      'Reviews: your name, rating and review text. Your name and review are published on the specialist’s profile.',
      'Businesses claiming a listing or asking for a paid plan: your name, role, business e-mail, phone, the proof you give, business name and invoice address.',
      'Business and admin logins: your e-mail address, a scrambled (hashed) password and a session token kept in your browser’s storage.',
      'Your IP address, kept only as a one-way hash beside a count of your recent requests to stop forms being flooded, and deleted within an hour of the count’s window (an hour at most) ending.',
    ],
  },
  {
    id: 'why',
    heading: 'Why we use it, and our lawful basis',
    paragraphs: [
      'We use enquiry details to put you in touch with flooring specialists, to send you a confirmation and to follow up if nobody has replied; this is necessary to provide the service you asked for (contract, or steps before one). We use contact, claim and subscription details to answer you, check claims and send invoices, on the same basis. Review moderation and rate limiting are in our legitimate interest in a trustworthy, working directory. Analytics runs only with your consent.',
    ],
  },
  {
    id: 'who-receives-it',
    heading: 'Who receives your details',
    paragraphs: [
      'An enquiry goes to up to 3 specialists matched to your service and area, or only to the specialist whose page you wrote from. They receive your name, contact details and project notes so they can reply and quote, and become controllers of what they receive. A quote you accept is shared with that specialist only.',
      'Our team sees enquiries, messages, claims and reviews to run the service. Our e-mail provider delivers the messages we send. We never sell your data or share it for advertising.',
    ],
  },
  {
    id: 'cookies',
    heading: 'Cookies, browser storage and analytics',
    paragraphs: [
      'We store your cookie choice in your browser under the name cookieConsent (accepted or declined). Our analytics script loads only after you press Accept, never when you decline or close the banner, and never on test or development copies of the site. You can change your mind by clearing this site’s storage in your browser; the banner then asks again.',
      'Flo’s chat keeps your conversation in your browser for the current tab so a page reload does not lose it. Business and admin logins keep a session token in your browser until you log out or it expires.',
      'To see where people give up, Flo’s chat tells us which steps of a conversation it reached (for example “asked for a phone number” or “sent an enquiry”), the kind of page and the site it ran on, and which of two greetings it showed. It links the steps with a random number made for that one conversation and kept only in the current tab: no cookie, nothing you type, no personal data, and we do not store your IP address with it. We keep only daily counts of these steps, for 400 days, and the random number for 2 days.',
    ],
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    list: [
      'Enquiries, posted jobs and quotes: 2 years from the last activity (the enquiry itself, a specialist updating or answering it, a quote sent or accepted), so we can deal with questions about work done. They are kept longer only while a quote can still be accepted or an e-mail about them is still being delivered. Specialists’ replies to an enquiry go with it.',
      'Contact messages: 12 months from when you sent them, or until we have dealt with them if that takes longer.',
      'Published reviews: while the specialist’s listing exists; rejected reviews: 6 months from the rejection.',
      'Claims and subscription requests: 6 years from the request, as UK tax law requires for invoices, and never while the plan is still invoiced or running.',
      'Our copies of the e-mails we send: 12 months. One still being delivered is kept until it is sent or we give up on it; a campaign e-mail to a business stays with its campaign.',
      'Our record of changes to listings, plans, reviews, enquiry routing and settings (who changed what, and when): 2 years from the change. It names the business or operator who made a change, never a customer’s details.',
      'Login sessions: deleted once they expire; logging out ends one at once. Rate-limit counters: at most an hour.',
      'Counts of the steps Flo’s conversations reach: 400 days; the random id that links a conversation’s steps: 2 days.',
    ],
    paragraphs: [
      'We keep your details only for these periods, and check every hour for anything that has passed them:',
    ],
  },
  {
    id: 'rights',
    heading: 'Your rights',
    paragraphs: [
      'You can ask for a copy of your data, to correct it, to delete it, to restrict or object to how we use it, and to receive it in a portable form. Where we rely on consent you can withdraw it at any time. Write to {contactEmail}; we answer within one month. Specialists who received your enquiry hold their own copy: ask them directly as well.',
    ],
  },
  {
    id: 'complaints',
    heading: 'Complaints',
    paragraphs: [
      'If you are unhappy with how we handle your data, please tell us first at {contactEmail}. You also have the right to complain to the Information Commissioner’s Office (ICO), the UK supervisory authority: ico.org.uk, or 0303 123 1113.',
    ],
  },
];
