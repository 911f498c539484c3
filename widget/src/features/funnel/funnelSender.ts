import type { FunnelBeacon } from '@flo/contract';
import { FUNNEL_MAX_STEPS_PER_BEACON } from '@flo/contract/funnel';

/** A beacon without its steps: what the steps of one conversation share. */
export type FunnelBeaconBase = Omit<FunnelBeacon, 'steps'>;

export interface FunnelSender {
  /** Queues one step; it leaves with the next flush. */
  add(base: FunnelBeaconBase, step: string): void;
  /** Sends what is queued now. */
  flush(): void;
}

/** Quiet time after the last step before a batch leaves. */
export const FUNNEL_IDLE_MS = 3000;

/**
 * `sendBeacon` with a string body, which goes as `text/plain` (no CORS preflight, no wait, and
 * it survives the page going away). Every browser Flo supports has it; a beacon it refuses
 * (its queue full) is a lost count, never a delay to the chat, so there is no fetch to fall
 * back on (the script-tag widget's weight budget has no room for one).
 */
const post = (url: string, body: string) => navigator.sendBeacon?.(url, body);

let sender: FunnelSender | undefined;

/**
 * Batches funnel steps for `POST /api/flo/funnel`: they leave after a few quiet seconds, when
 * the page is left (`pagehide`), or on `flush` (the chat calls it when the page is hidden and
 * when it is destroyed); a conversation's
 * steps go in beacons of at most FUNNEL_MAX_STEPS_PER_BEACON. One sender per page (a page's
 * chats share one API), so instances mounted again and again add no listeners.
 *
 * @example
 * const sender = funnelSender(window, 'https://flo.example/api/flo/funnel');
 * sender.add({ conversation, flow: 'general', pageType: 'home', arm: 'a', surface: 'site' }, 'started');
 */
export function funnelSender(win: Window, url: string): FunnelSender {
  if (sender) return sender;
  let queued: Record<string, string[]> = {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    for (const [base, steps] of Object.entries(queued)) {
      post(url, `${base.slice(0, -1)},"steps":${JSON.stringify(steps)}}`);
    }
    queued = {};
  };
  win.addEventListener('pagehide', flush);
  sender = {
    add(base, step) {
      const key = JSON.stringify(base);
      const steps = queued[key] ?? [];
      queued[key] = steps;
      clearTimeout(timer);
      timer = setTimeout(flush, FUNNEL_IDLE_MS);
      if (steps.push(step) >= FUNNEL_MAX_STEPS_PER_BEACON) flush();
    },
    flush,
  };
  return sender;
}
