import { FUNNEL_COMPLETED, FUNNEL_STARTED } from '@flo/contract';

/**
 * Plain words for the states of chat-machine's flows, by state name with its flow's prefix
 * (`enhanced_`, `location_contact_`, `location_`) taken off, so one word serves every flow that
 * asks the same thing: `general.email`, `specialist.email` and `enhanced.enhanced_email` all
 * read 'Asked for an e-mail address'.
 */
const STATE_LABELS: Record<string, string> = {
  [FUNNEL_STARTED]: 'Opened the chat',
  [FUNNEL_COMPLETED]: 'Sent an enquiry',
  welcome: 'Saw the welcome',
  service_info: 'Read about a service',
  location: 'Asked where the work is',
  postcode: 'Asked for a postcode',
  find_city: 'Asked for a town or city',
  specialist_search: 'Searched for a place',
  preset_city_search: 'Searched for a place',
  postcode_search: 'Searched for a place',
  preset_search: 'Searched for a place',
  find_search: 'Searched for a place',
  intent: 'Asked what they need',
  budget: 'Asked for a budget',
  urgency: 'Asked how soon',
  name: 'Asked for a name',
  email: 'Asked for an e-mail address',
  contact_email: 'Asked for an e-mail address',
  email_check: 'Checked the e-mail address',
  contact_email_check: 'Checked the e-mail address',
  email_suggestion: 'Offered a spelling fix for the e-mail address',
  contact_email_suggestion: 'Offered a spelling fix for the e-mail address',
  phone: 'Asked for a phone number',
  project_details: 'Asked for project details',
  preference: 'Asked how to be contacted',
  contact: 'Asked for contact details',
  specialist_options: 'Saw the specialist’s options',
  show_reviews: 'Read reviews',
  more_reviews: 'Read more reviews',
  direct_connect: 'Offered a specialist in the area',
  service_selection: 'Asked which service',
  connect_options: 'Saw the ways to get in touch',
  general: 'Asked a general question',
  advice: 'Read advice',
  advice_followup: 'Read more advice',
  match_preview: 'Saw the matching specialists',
  choose_firms: 'Chose specialists',
  submitting: 'Pressed send',
  reask_phone: 'Asked again for a phone number',
  submit_error: 'Sending failed',
  submitted: 'Saw the enquiry confirmed',
};

/** Sub-states that say how a step is shown, not what it asks: the label is their parent's. */
const PRESENTATION_STATES = new Set(['typing', 'loading', 'answered', 'shown', 'unavailable']);

const FLOW_PREFIXES = /^(enhanced_|location_contact_|location_)/;

/**
 * A funnel step in plain words for operators: a known state's words, else the state's name
 * made readable ('general.new_question' → 'New question').
 *
 * @example
 * stepLabel('enhanced.enhanced_email') // 'Asked for an e-mail address'
 */
export function stepLabel(step: string): string {
  const names = step.split('.').filter((name) => !PRESENTATION_STATES.has(name));
  const last = names.at(-1) ?? step;
  const known = STATE_LABELS[last] ?? STATE_LABELS[last.replace(FLOW_PREFIXES, '')];
  if (known) return known;
  const words = last.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
