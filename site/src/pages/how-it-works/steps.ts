/** What happens after a customer asks for help, in order. */
export const CUSTOMER_STEPS = [
  {
    title: 'Tell Flo about your floor',
    text: 'Chat with Flo, send a one-line message or post a job: the service you need, your town or postcode, and a little about the room. It takes a couple of minutes and is free.',
  },
  {
    title: 'We match up to 3 local specialists',
    text: 'Flo looks for active specialists who offer that service in your area and sends your enquiry to up to 3 of them, so you get a choice without your phone ringing all week.',
  },
  {
    title: 'Specialists get in touch',
    text: 'Specialists typically respond within 2 hours. You will also get an e-mail confirming what you sent, and we follow up within 24 hours if nobody has been in touch.',
  },
  {
    title: 'Compare quotes and choose',
    text: 'Quotes sent through Flo come with a secure link where you can check the price, what is included and accept it. You are never obliged to go ahead.',
  },
] as const;

/** What a flooring business does to appear and win work. */
export const SPECIALIST_STEPS = [
  {
    title: 'Find and claim your listing',
    text: 'Most UK flooring businesses are already listed. Claim yours, and we check you run the business before handing it over.',
  },
  {
    title: 'Receive matched enquiries',
    text: 'Enquiries for your services in your area arrive by e-mail with the customer’s contact details and project notes.',
  },
  {
    title: 'Build your reputation',
    text: 'Send customers a one-time review link and their review is published as verified. Choose a paid plan for a dashboard or a featured place in your city.',
  },
] as const;

export const FAQS = [
  {
    question: 'Does Flo cost anything for customers?',
    answer: 'No. Searching, chatting with Flo and sending enquiries are free, with no obligation.',
  },
  {
    question: 'How many specialists will contact me?',
    answer:
      'Up to 3. We send your enquiry only to specialists who offer the service you chose in your area.',
  },
  {
    question: 'How quickly will I hear back?',
    answer:
      'Specialists typically respond within 2 hours during working days, and we follow up within 24 hours.',
  },
  {
    question: 'Are the reviews genuine?',
    answer:
      'Reviews left through a specialist’s one-time link are marked verified and published at once. Every other review is checked by our team before it appears.',
  },
] as const;
