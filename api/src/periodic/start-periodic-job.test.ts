import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicJob } from './start-periodic-job.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startPeriodicJob', () => {
  it('runs at once, then every interval, until stopped', async () => {
    const run = vi.fn();
    const job = startPeriodicJob(run, { intervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(run).toHaveBeenCalledTimes(4);
    await job.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(4);
  });

  it('waits firstRunAfterMs for its first run', async () => {
    const run = vi.fn();
    const job = startPeriodicJob(run, { intervalMs: 1000, firstRunAfterMs: 400 });
    await vi.advanceTimersByTimeAsync(399);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    await job.stop();
  });

  it('logs what a run throws or rejects with and keeps its schedule', async () => {
    const error = vi.fn();
    const failures = [new Error('thrown'), new Error('rejected')];
    const run = vi
      .fn()
      .mockImplementationOnce(() => {
        throw failures[0];
      })
      .mockImplementationOnce(() => Promise.reject(failures[1]));
    const job = startPeriodicJob(run, { intervalMs: 1000, logger: { error } });
    await vi.advanceTimersByTimeAsync(2000);
    expect(error.mock.calls).toEqual([[failures[0]], [failures[1]]]);
    expect(run).toHaveBeenCalledTimes(3);
    await job.stop();
  });

  it('skips a turn while a run is still going, and stop waits for that run', async () => {
    let finish = () => {};
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const job = startPeriodicJob(run, { intervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(2500);
    expect(run).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });
});
