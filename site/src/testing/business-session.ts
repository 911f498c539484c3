import { businesses, specialists } from '@flo/api/schema';
import { createSession, DEMO_BUSINESS_EMAIL, jsonBody } from '@flo/api/testing';
import { eq } from 'drizzle-orm';
import { BUSINESS_TOKEN_KEY } from '../data/api-request.ts';
import type { SiteTestApp } from './site-app.ts';

/** Test-only: the demo business of the seed and its listing. */
export function demoBusiness(t: SiteTestApp) {
  const row = t.db
    .select({
      id: businesses.id,
      name: businesses.name,
      specialistId: businesses.specialistId,
      listingName: specialists.name,
      slug: specialists.slug,
    })
    .from(businesses)
    .innerJoin(specialists, eq(specialists.id, businesses.specialistId))
    .where(eq(businesses.email, DEMO_BUSINESS_EMAIL))
    .get();
  if (!row) throw new Error('The demo seed has no demo business');
  return row;
}

/** Logs the demo business in the way the login page does: a session token in localStorage. */
export function logInDemoBusiness(t: SiteTestApp): string {
  const token = createSession(t.db, 'business', demoBusiness(t).id, new Date());
  localStorage.setItem(BUSINESS_TOKEN_KEY, token);
  return token;
}

/** Sends a chat enquiry to the demo business's listing; answers its reference. */
export async function enquiryToDemo(
  t: SiteTestApp,
  customer: { name: string; email: string; details?: string },
): Promise<string> {
  const res = await t.app.request(
    '/api/enquiries',
    jsonBody({
      flooringType: 'Laminate Flooring',
      location: 'Manchester',
      customerName: customer.name,
      customerEmail: customer.email,
      customerPhone: '07700 900123',
      budgetRange: '£1,000 - £3,000',
      urgency: 'Within 2-4 weeks',
      projectDetails: customer.details ?? 'Kitchen and hall.',
      chatbotSource: 'specialist_page_chatbot',
      pageContext: { path: '/', pageType: 'home', chatbotSource: 'homepage_chatbot' },
      specialistId: demoBusiness(t).specialistId,
    }),
  );
  if (res.status !== 201) throw new Error(`Enquiry: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}
