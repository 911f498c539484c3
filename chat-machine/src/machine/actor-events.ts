/**
 * Reading actor outcomes in guards and actions: the output or error of an actor event, the
 * HTTP status of a failed call and the fields a 400 answer refused.
 */
import { FloHttpError } from '../api/http.ts';
import type { FloEvent } from '../types.ts';

/** The output of an `xstate.done.actor.*` event (guards are typed with the visitor events). */
export function actorOutput(event: FloEvent): unknown {
  return (event as unknown as { output?: unknown }).output;
}

/** The error of an `xstate.error.actor.*` event. */
export function actorError(event: FloEvent): unknown {
  return (event as unknown as { error?: unknown }).error;
}

/**
 * The HTTP status of a failed call: a FloHttpError's, or the numeric `status` of an error a
 * host's own actor threw; undefined for network failures and anything else.
 */
export function httpStatusOf(error: unknown): number | undefined {
  if (error instanceof FloHttpError) return error.status;
  const status = (error as { status?: unknown } | null | undefined)?.status;
  return typeof error === 'object' && typeof status === 'number' ? status : undefined;
}

/** The fields a 400 validation answer names (`{ error: { fields } }` in the error's body). */
export function refusedFields(error: unknown): string[] {
  if (httpStatusOf(error) !== 400 || !(error instanceof Error)) return [];
  try {
    const body = JSON.parse(error.message.replace(/^\d+: /, '')) as {
      error?: { fields?: Record<string, unknown> };
    };
    return Object.keys(body.error?.fields ?? {});
  } catch {
    return [];
  }
}
