import { describe, expect, it } from 'vitest';
import type { AppDeps, Logger } from '../deps.ts';
import { afterResponse } from './after-response.ts';

function depsLogging(errors: unknown[]): AppDeps {
  const logger: Logger = { info: () => {}, error: (error) => errors.push(error) };
  return {
    config: {
      publicUrl: 'http://localhost:3000',
      mailFrom: 'x@flo.test',
      operatorEmail: 'x@flo.test',
    },
    logger,
  } as unknown as AppDeps;
}

describe('afterResponse', () => {
  it('runs tasks later, in order, logging a failing one without stopping the next', async () => {
    const errors: unknown[] = [];
    const deps = depsLogging(errors);
    const ran: string[] = [];
    afterResponse(deps).run(() => ran.push('first'));
    afterResponse(deps).run(() => {
      throw new Error('mail template broke');
    });
    afterResponse(deps).run(() => ran.push('third'));
    expect(ran).toEqual([]);
    expect(afterResponse(deps).pending()).toBe(3);

    await afterResponse(deps).idle();
    expect(ran).toEqual(['first', 'third']);
    expect(errors).toEqual([new Error('mail template broke')]);
    expect(afterResponse(deps).pending()).toBe(0);
  });
});
