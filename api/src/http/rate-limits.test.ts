import { Hono } from 'hono';
import { expect } from 'vitest';
import type { AppDeps } from '../deps.ts';
import { apiTest } from '../testing/fixtures.ts';
import { HttpError } from './errors.ts';
import { perIpLimit, RATE_LIMITS } from './rate-limits.ts';

/** A route limited by the contact budget; the limiter's refusal answers with its status. */
function limitedApp(deps: AppDeps): Hono {
  return new Hono()
    .post('/limited', perIpLimit(deps, 'contact'), (c) => c.text('ok'))
    .onError((error, c) => c.text(error.message, error instanceof HttpError ? error.status : 500));
}

/** Posts to a route limited by the contact budget until it refuses; returns how many passed. */
async function acceptedBeforeRefusal(app: Hono): Promise<number> {
  for (let accepted = 0; accepted < 100; accepted++) {
    const res = await app.request('/limited', {
      method: 'POST',
      headers: { 'x-test-client-ip': '203.0.113.5' },
    });
    if (res.status === 429) return accepted;
  }
  return 100;
}

apiTest('perIpLimit allows the budget of its name, then answers 429', async ({ api }) => {
  expect(await acceptedBeforeRefusal(limitedApp(api.deps))).toBe(RATE_LIMITS.contact.max);
});

apiTest('RATE_LIMIT_MULTIPLIER multiplies the budget', async ({ api }) => {
  const deps = { ...api.deps, config: { ...api.deps.config, rateLimitMultiplier: 3 } };
  expect(await acceptedBeforeRefusal(limitedApp(deps))).toBe(RATE_LIMITS.contact.max * 3);
});
