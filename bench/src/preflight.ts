import { randomUUID } from 'node:crypto';
import { enquiryBody, scenarios } from './scenarios.ts';

/**
 * Asks every scenario once and stops the bench with a readable error unless each answers its
 * status and content type, so a table never reports the speed of 404s. Answers the city
 * listing's JSON, which the bare Hono baseline then serves.
 */
export async function preflight(origin: string): Promise<string> {
  let listing = '';
  for (const scenario of scenarios) {
    const answer = await fetch(origin + scenario.path, {
      method: scenario.method,
      headers: {
        ...scenario.headers,
        ...(scenario.method === 'POST'
          ? { 'content-type': 'application/json', 'idempotency-key': `bench-${randomUUID()}` }
          : {}),
      },
      ...(scenario.method === 'POST' ? { body: enquiryBody } : {}),
    });
    const text = await answer.text();
    const type = answer.headers.get('content-type') ?? '';
    if (answer.status !== scenario.expectStatus || !type.startsWith(scenario.contentType)) {
      throw new Error(
        `${scenario.method} ${scenario.path} answered ${answer.status} ${type}, expected ` +
          `${scenario.expectStatus} ${scenario.contentType}: ${text.slice(0, 300)}`,
      );
    }
    if (scenario.id === 'city-listing') listing = text;
  }
  return listing;
}
