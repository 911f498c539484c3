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
async function acceptedBeforeRefusal(
  app: Hono,
  clientIp: (attempt: number) => string = () => '203.0.113.5',
): Promise<number> {
  for (let accepted = 0; accepted < 100; accepted++) {
    const res = await app.request('/limited', {
      method: 'POST',
      headers: { 'x-test-client-ip': clientIp(accepted) },
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

apiTest('counts every IPv6 address of one /64 against one budget', async ({ api }) => {
  const sameSlash64 = (attempt: number) => `2001:db8:5:6::${(attempt + 1).toString(16)}`;
  expect(await acceptedBeforeRefusal(limitedApp(api.deps), sameSlash64)).toBe(
    RATE_LIMITS.contact.max,
  );
  const otherSlash64 = await limitedApp(api.deps).request('/limited', {
    method: 'POST',
    headers: { 'x-test-client-ip': '2001:db8:5:7::1' },
  });
  expect(otherSlash64.status).toBe(200);
});
