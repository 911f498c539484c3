import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { describeOperation, okAnswerSchema } from '../openapi/describe.ts';
import { createReadiness } from './readiness.ts';

const checkSchema = z.object({ ok: z.boolean(), detail: z.string().optional() });

const readinessSchema = z.object({
  ready: z.boolean(),
  checks: z
    .object({
      serving: checkSchema,
      databaseRead: checkSchema,
      databaseWrite: checkSchema,
      writerThread: checkSchema,
      diskSpace: checkSchema,
    })
    .partial(),
});

/**
 * The probes (ADR 035). `GET /healthz` says the process is alive: it answers from the event
 * loop without touching the database, for a liveness probe that restarts a hung process.
 * `GET /readyz` says the server should get traffic: 200 when every check passes, 503 with the
 * failing ones when not (shutting down, database unreadable or refusing writes, writer thread
 * stuck, disk nearly full), for a load balancer or a readiness probe. Neither is cached by
 * anyone on the way.
 *
 * @example
 * app.route('/', healthRoutes(deps));
 * (await app.request('/readyz')).status; // 200, or 503 while draining
 */
export function healthRoutes(deps: AppDeps) {
  const readiness = createReadiness(deps);
  return new Hono()
    .get(
      '/healthz',
      describeOperation({
        operationId: 'getLiveness',
        summary: 'Alive: the process answers (liveness probe)',
        tag: 'Operations',
        response: okAnswerSchema,
        unavailable: false,
      }),
      (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json({ ok: true as const });
      },
    )
    .get(
      '/readyz',
      describeOperation({
        operationId: 'getReadiness',
        summary: 'Ready for traffic: database readable and writable, writer thread, disk space',
        tag: 'Operations',
        response: readinessSchema,
        unavailable: readinessSchema,
      }),
      async (c) => {
        const result = await readiness.check();
        c.header('Cache-Control', 'no-store');
        return c.json(result, result.ready ? 200 : 503);
      },
    );
}
