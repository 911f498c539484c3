import type { Context } from 'hono';
import type { WritesFirstOptions } from '../http/writes-first/index.ts';

/** The posts that store a visitor's enquiry: the chat's and the job form's. */
const ENQUIRY_POSTS = new Set(['/api/enquiries', '/api/jobs']);
/** Probes a load balancer or Prometheus times: they answer at once, whatever else runs. */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Which requests go first (ADR 053): a visitor's enquiry is the one request Flo must not keep
 * waiting, and the health probes must say how the server is, not how busy.
 *
 * @example
 * app.use('*', writesFirst({ ...enquiriesFirst, maxWaitMs: 50 }));
 */
export const enquiriesFirst: Pick<WritesFirstOptions, 'isWrite' | 'neverWaits'> = {
  isWrite: (c: Context) => c.req.method === 'POST' && ENQUIRY_POSTS.has(c.req.path),
  neverWaits: (c: Context) => PROBES.has(c.req.path),
};
