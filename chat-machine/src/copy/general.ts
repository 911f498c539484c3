/**
 * What Flo says in the general flow and in the steps and endings every flow shares (British
 * English). The page flows' own texts are in page-flows.ts, so a page that enters only the
 * general flow downloads none of them; ../copy.ts joins both.
 */
import type { ServiceStats } from '../types.ts';
import { listOf, plural } from './words.ts';

/**
 * Flo's first words and the choice offered beside the services. Exported apart as well, so the
 * widget's loader can paint Flo's opening before the chat arrives without carrying the rest of
 * the copy (docs/decisions/029-greeting-facade.md).
 */
const welcome =
  "Hi, I'm Flo, your flooring assistant. What kind of flooring are you thinking about?";
const otherService = 'Something else';
export const welcomeCopy = { welcome, otherService };

export const generalCopy = {
  welcome,
  otherService,
  serviceStats: (service: string, stats: ServiceStats) =>
    `Great choice. We have ${plural(stats.totalSpecialists, `${service} specialist`, `${service} specialists`)} across ${plural(stats.totalCities, 'city', 'cities')}, with ${plural(stats.totalReviews, 'review', 'reviews')}${stats.averageRating ? ` and an average rating of ${stats.averageRating} out of 5` : ''}.`,
  serviceNoStats: (service: string) =>
    `Great choice. ${service} is one of the most popular services our specialists offer.`,
  askCity: 'Which town or city is the project in?',
  searchResults: (city: string) => `Here are some specialists who cover ${city}:`,
  searchNoMatch:
    "I couldn't find any specialists in that area. Could you try a nearby city or check the spelling?",
  searchFailed: "I'll search for specialists in your area.",
  nearestSpecialists: (place: string, miles: number, cities: string[]) =>
    `Nearest specialists to ${place} (${miles} ${miles === 1 ? 'mile' : 'miles'}): ${listOf(cities)}`,
  sendAnyway: 'Send my request anyway',
  /** A name of several places (ADR 025): 'Did you mean Newcastle upon Tyne or …?' */
  whichPlace: (places: string[]) => `Did you mean ${listOf(places, 'or')}?`,
  /** Text that is no place, with the gazetteer's closest names. */
  placeSuggestions: (typed: string, places: string[]) =>
    `I couldn't find ${typed}. Did you mean ${listOf(places, 'or')}?`,
  /** A place nobody within 50 miles covers: the nearest specialists, how far, and a choice. */
  distantSpecialists: (place: string, city: string, miles: number) =>
    `Our nearest specialists to ${place} are in ${city}, ${miles} miles away. Shall I send your request to them, or to the Flo team, who will look for someone nearer?`,
  sendToDistant: (city: string) => `Send to the specialists in ${city}`,
  sendToTeam: 'Send to the Flo team',
  askIntent: 'How would you like to go ahead?',
  intentConsultation: 'Book a free home consultation',
  intentMessage: 'Just send my details',
  askBudget: 'Roughly what budget do you have in mind?',
  askUrgency: 'And when would you like the work done?',
  askName: "What's your name?",
  askEmail: (name: string) => `Thanks, ${name}. What's the best e-mail address to reach you?`,
  invalidEmail: "That doesn't look like an e-mail address. Could you check it and type it again?",
  askPhone: 'And a phone number, in case a specialist would like to call?',
  invalidPhone:
    "That doesn't look like a phone number. Could you type it again with the area code, like 0161 496 0000, or from abroad with the country code, like +33 1 23 45 67 89?",
  phoneRefused:
    "Sorry, our system couldn't accept that phone number. Could you check it and type it again, with the country code if it isn't a UK number?",
  /** Offered on a contact step the visitor may leave out (they give an e-mail or a phone). */
  skipContact: 'Skip',
  didYouMean: (suggested: string) => `Did you mean ${suggested}?`,
  useSuggestedEmail: (suggested: string) => `Yes, ${suggested}`,
  keepTypedEmail: (typed: string) => `No, keep ${typed}`,
  askProjectDetails:
    'Finally, tell me a little about the project: which rooms, roughly how big, and anything else that matters to you.',

  chooseFirms: (count: number) =>
    count === 1
      ? 'Your enquiry will go to this specialist. Shall I send it?'
      : `Your enquiry will go to these ${count} specialists. Remove any you'd rather not hear from, or send it to all ${count}.`,
  sendToFirms: (count: number) => (count === 1 ? 'Send it' : `Send to all ${count}`),
  removeFirm: (name: string) => `Remove ${name}`,
  submittedToFirms: (names: string, count: number, hasEmail: boolean) =>
    `All done! Your enquiry has gone to ${names}, who typically respond${count === 1 ? 's' : ''} within 2 hours.${hasEmail ? " We've e-mailed you a confirmation with a private link to follow their replies and quotes." : ''}`,
  submitting: "Thank you. I'm sending your enquiry now.",
  submitted:
    "All done! We'll review your enquiry and match you with local specialists within 24 hours, and you'll get an e-mail confirmation shortly.",
  submittedToSpecialist: (name: string) =>
    `All done! Your enquiry has gone to ${name}, who will get back to you directly. You'll get an e-mail confirmation shortly.`,
  submittedToTeam:
    "All done! The Flo team will find a suitable specialist for you and get back to you within 24 hours. You'll get an e-mail confirmation shortly.",
  submittedFooter: 'Enquiry submitted successfully!',
  submitFailed: (email: string | null) =>
    email
      ? `I'm sorry, something went wrong sending your enquiry. Please try again, or e-mail us at ${email} and we'll help you directly.`
      : `I'm sorry, something went wrong sending your enquiry. Please try again, or contact us directly and we'll help.`,
  retry: 'Try again',
  toastTitle: 'Submission Error',
  toastDescription: 'There was a problem submitting your enquiry. Please try again.',
  unknownStep:
    "I'm not sure how to handle that right now. Please try again or contact us directly.",

  /** Phrases for places and services the page did not name. */
  yourArea: 'your area',
  flooring: 'flooring',
} as const;
