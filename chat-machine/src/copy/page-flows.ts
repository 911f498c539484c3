/**
 * What Flo says only in the page flows (../machine/page-flows.ts): on a specialist's profile,
 * on a service page (enhanced) and on the specialists pages of a city. They travel with those
 * flows, apart from the general copy.
 */
import type { StarCounts } from '../types.ts';
import { listOf, plural } from './words.ts';

/** '4 gave 5 stars, 3 gave 4 stars, … and 4 gave 1 star': every rating, zeros included. */
function starWords(stars: StarCounts): string {
  const ratings = [5, 4, 3, 2, 1] as const;
  return listOf(ratings.map((n) => `${stars[n]} gave ${plural(n, 'star', 'stars')}`));
}

export const pageFlowCopy = {
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
} as const;
