import { unsubscribeSchema } from '@flo/contract';
import { Hono } from 'hono';
import { hashToken } from '../auth/tokens.ts';
import { clockOf } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { perIpLimit } from '../http/rate-limits.ts';
import { validate } from '../http/validate.ts';
import { describeOperation, okAnswerSchema } from '../openapi/describe.ts';
import { unsubscribeByToken } from './repository.ts';

/**
 * `POST /api/unsubscribe` with the token of a campaign mail's personal link: records its
 * address (lower-case) in mail_unsubscribes, so later campaigns leave it out. The token is
 * found by its SHA-256 only; an unknown one is a 404. Following the link twice is fine.
 * A POST from the page, never the GET of the link, so mail scanners opening links
 * unsubscribe nobody.
 *
 * @example
 * app.route('/', unsubscribeRoutes(deps));
 */
export function unsubscribeRoutes(deps: AppDeps) {
  const limit = perIpLimit(deps, 'unsubscribe');
  return new Hono().post(
    '/api/unsubscribe',
    describeOperation({
      operationId: 'unsubscribe',
      summary: 'Stop campaign mail to the address of a personal unsubscribe link',
      tag: 'Business',
      response: okAnswerSchema,
    }),
    limit,
    validate('json', unsubscribeSchema),
    async (c) => {
      const tokenHash = hashToken(c.req.valid('json').token);
      const at = clockOf(deps)();
      if (!(await deps.engine.run(unsubscribeByToken, tokenHash, at))) {
        throw notFound('Unsubscribe link');
      }
      return c.json({ ok: true as const });
    },
  );
}
