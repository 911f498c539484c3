export interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
}

/** The first scenario is the baseline every other figure is compared with. */
export const scenarios: Scenario[] = [
  { name: 'baseline: GET /healthz', method: 'GET', path: '/healthz' },
  { name: 'GET /api/chat-settings', method: 'GET', path: '/api/chat-settings' },
  { name: 'GET /api/specialists/city/london', method: 'GET', path: '/api/specialists/city/london' },
  {
    name: 'GET /api/specialists/leeds/carpet',
    method: 'GET',
    path: '/api/specialists/leeds/carpet',
  },
  { name: 'GET /api/services/carpet/stats', method: 'GET', path: '/api/services/carpet/stats' },
  {
    name: 'GET /api/reviews/specialist/1/chat',
    method: 'GET',
    path: '/api/reviews/specialist/1/chat',
  },
  { name: 'POST /api/enquiries (durable)', method: 'POST', path: '/api/enquiries' },
];

export const enquiryBody = {
  flooringType: 'Carpet Installation',
  location: 'Leeds',
  customerName: 'Bench Visitor',
  customerEmail: 'bench@example.co.uk',
  customerPhone: '07700 900123',
  budgetRange: 'Not specified',
  urgency: 'Within 2-4 weeks',
  projectDetails: 'Two bedrooms, about 30 m².',
  chatbotSource: 'homepage_chatbot',
  selectedServiceSlug: 'carpet',
  pageContext: { path: '/', pageType: 'home', chatbotSource: 'homepage_chatbot' },
};
