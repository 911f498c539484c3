/**
 * Every text Flo says, in one place (British English). The failure and success texts are
 * those of docs/product/errors.md#chat-errors and #success-texts; tests assert them word for
 * word.
 */
import type { ServiceStats, StarCounts } from './types.ts';

/** 'Manchester', 'Manchester and Salford', 'Leeds, Bradford and York' (or 'or'). */
function listOf(names: string[], conjunction = 'and'): string {
  return names.length < 2
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} ${conjunction} ${names.at(-1)}`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** '4 gave 5 stars, 3 gave 4 stars, … and 4 gave 1 star': every rating, zeros included. */
function starWords(stars: StarCounts): string {
  const ratings = [5, 4, 3, 2, 1] as const;
  return listOf(ratings.map((n) => `${stars[n]} gave ${plural(n, 'star', 'stars')}`));
}

/**
 * Flo's first words and the choice offered beside the services. Exported apart as well, so the
 * widget's loader can paint Flo's opening before the chat arrives without carrying the rest of
 * the copy (docs/decisions/029-greeting-facade.md).
 */
const welcome =
  "Hi, I'm Flo, your flooring assistant. What kind of flooring are you thinking about?";
const otherService = 'Something else';
export const welcomeCopy = { welcome, otherService };

export const copy = {
  welcome,
  otherService,
  serviceStats: (service: string, stats: ServiceStats) =>
    `Great choice. We have ${stats.totalSpecialists} ${service} specialists across ${stats.totalCities} cities, with ${stats.totalReviews} reviews${stats.averageRating ? ` and an average rating of ${stats.averageRating} out of 5` : ''}.`,
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

  specialistGreeting: (name: string) => `Hi, I'm Flo. How can I help you with ${name}?`,
  specialistGreetingUnknown: "Hi, I'm Flo. How can I help you with this specialist?",
  specialistConsultation: 'Book a free home consultation',
  specialistTalk: 'Talk to the specialist',
  specialistReviews: 'Read reviews',
  /** The summary leads, so the newest reviews below it read in proportion, whatever they say. */
  reviewsSummary: (name: string, rating: string, total: number, stars: StarCounts) =>
    `${name} is rated ${rating} out of 5 from ${plural(total, 'review', 'reviews')}: ${starWords(stars)}. Here are the newest, whatever their rating:`,
  reviewsOlder: 'Older reviews, newest first:',
  reviewsNext: (hasMore: boolean) =>
    hasMore
      ? 'Would you like to read more reviews, book a free home consultation, or talk to them?'
      : 'Would you like a free home consultation, or to talk to them?',
  showMoreReviews: 'Show more reviews',
  reviewsNone: (name: string) =>
    `${name} hasn't received any reviews yet. Would you like a free home consultation, or to talk to them?`,
  reviewsFailed:
    "Sorry, I couldn't load the reviews just now. Would you like a free home consultation, or to talk to the specialist?",

  enhancedProjectDetails: (service: string) =>
    `Hi, I'm Flo. Tell me a little about your ${service.toLowerCase()} project: which rooms, roughly how big, and anything you already have in mind.`,
  enhancedName: "Thanks, that's helpful. What's your name?",
  enhancedPreference: (name: string) =>
    `Nice to meet you, ${name}. Would you like a free home consultation, or would you rather talk it through first?`,
  preferenceConsultation: 'Free home consultation',
  preferenceTalk: 'Talk it through first',
  enhancedPostcode: "What's the postcode of the property?",
  enhancedPhone: "What's the best phone number to arrange the visit?",
  enhancedEmail: 'And your e-mail address, so we can confirm the details?',
  enhancedContact: "What's the best phone number to reach you?",
  enhancedContactEmail: 'And your e-mail address?',

  directConnectStats: (service: string, city: string, count: number, rating: string | null) =>
    `There are ${count} ${service} specialists in ${city}${rating ? `, rated ${rating} out of 5 on average` : ''}. How can I help?`,
  directConnect: (service: string, city: string) =>
    `Looking for ${service} in ${city}? I can help with that.`,
  getQuotes: 'Get free quotes',
  viewSpecialists: 'View specialists',
  quickAdvice: 'Quick advice',
  navigating: (service: string, city: string) => `Taking you to ${service} specialists in ${city}.`,
  serviceSelection: (city: string) => `Which flooring service are you looking for in ${city}?`,
  connectOptions: (service: string, city: string) => `How can I help with ${service} in ${city}?`,
  locationGeneral:
    "Hi, I'm Flo. Would you like to find a flooring specialist near you, or get some quick advice?",
  findSpecialists: 'Find specialists',
  getAdvice: 'Get advice',
  askFindCity: 'Which town or city are you in?',
  adviceFollowUp:
    "Is there anything else you'd like to know? Or say 'connect' and I'll put you in touch with a specialist.",
  connectNow: 'Connect me now',
  adviceUnavailable:
    "Sorry, I couldn't load my flooring advice just now. Ask me again in a moment, or say 'connect' and I'll put you in touch with a specialist.",
  contactName: (service: string, city: string) =>
    `Great, I'll put you in touch with ${service} specialists in ${city}. What's your name?`,
  contactNameForTeam:
    "I'll pass your request to the Flo team, who will find a specialist who can help. What's your name?",
  contactPhone: (name: string) => `Thanks, ${name}. What's the best phone number to reach you?`,
  contactEmail: 'And your e-mail address, so the specialists can send their quotes?',

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
