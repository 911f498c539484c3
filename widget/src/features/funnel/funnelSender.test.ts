import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FUNNEL_IDLE_MS, type FunnelBeaconBase, funnelSender } from './funnelSender.ts';

const URL = 'https://flo.example/api/flo/funnel';
const BASE: FunnelBeaconBase = {
  conversation: 'AAAAAAAAAAAAAAAAAAAAAA',
  flow: 'general',
  pageType: 'home',
  arm: 'a',
  surface: 'embed',
};

let beacons: { url: string; body: string }[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  beacons = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      beacons.push({ url, body });
      return true;
    },
  });
});
afterEach(() => {
  vi.useRealTimers();
});

const sentSteps = () => beacons.map(({ body }) => JSON.parse(body).steps as string[]);

describe('funnelSender', () => {
  it('sends nothing at once, then one text/plain beacon per conversation after a quiet spell', () => {
    const sender = funnelSender(window, URL);
    sender.add(BASE, 'started');
    sender.add(BASE, 'general.welcome');
    sender.add({ ...BASE, conversation: 'BBBBBBBBBBBBBBBBBBBBBB' }, 'started');
    vi.advanceTimersByTime(FUNNEL_IDLE_MS - 1);
    expect(beacons).toEqual([]);
    vi.advanceTimersByTime(1);
    // A string body: the browser sends it as text/plain, with no CORS preflight.
    expect(beacons.map((beacon) => [beacon.url, typeof beacon.body])).toEqual([
      [URL, 'string'],
      [URL, 'string'],
    ]);
    expect(sentSteps()[0]).toEqual(['started', 'general.welcome']);
    expect(JSON.parse(beacons[0]?.body ?? '')).toMatchObject(BASE);
    sender.flush();
  });

  it('flushes on pagehide and when told, and splits beyond 40 steps', () => {
    const sender = funnelSender(window, URL);
    for (let index = 0; index < 41; index++) sender.add(BASE, `general.step_${index}`);
    window.dispatchEvent(new Event('pagehide'));
    expect(sentSteps().map((steps) => steps.length)).toEqual([40, 1]);

    sender.add(BASE, 'completed');
    sender.flush();
    expect(sentSteps().at(-1)).toEqual(['completed']);
    expect(funnelSender(window, URL)).toBe(sender);
  });
});
