import { entryFlowFor } from '@flo/chat-machine';
import { FUNNEL_COMPLETED, FUNNEL_STARTED, type FunnelArm } from '@flo/contract/funnel';
import type { SnapshotFrom } from 'xstate';
import { statePath } from '../chat/currentStep.ts';
import type { FloMachine } from '../chat/floActor.ts';
import type { FunnelBeaconBase, FunnelSender } from './funnelSender.ts';

/** What a conversation keeps of its funnel in sessionStorage, beside its snapshot. */
export interface FunnelRecord {
  /** What each of its beacons carries beside the steps. */
  base: FunnelBeaconBase;
  /** The steps already reported. */
  reported: string[];
}

/** What the chat reports to, for one instance: where beacons go and how they are marked. */
export interface FunnelReporting {
  sender: FunnelSender;
  surface: 'site' | 'embed';
}

export interface FunnelTracker {
  /** Reports the steps a new snapshot reached, once per conversation. */
  observe(snapshot: SnapshotFrom<FloMachine>): void;
  /** What to save with the conversation, or undefined before the visitor has answered. */
  record(): FunnelRecord | undefined;
}

/** 16 random bytes as base64url: 22 characters that say nothing about the visitor. */
export function randomConversationId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .slice(0, 22)
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

/** 'a' or 'b' at even odds while a split test runs (there is a greeting B), else 'a'. */
export function drawArm(greetingB: string | null | undefined): FunnelArm {
  return greetingB && (crypto.getRandomValues(new Uint8Array(1))[0] ?? 0) & 128 ? 'b' : 'a';
}

/**
 * One conversation's funnel (docs/decisions/042-flo-funnel-analytics.md): a conversation
 * starts when the visitor first answers; it then gets a random id and reports `started` and
 * every state path it has entered, each once, and `completed` once its enquiry is accepted.
 * A RESET ends it: the next answer starts another with a new id. Only state names leave the
 * page, never what the visitor typed.
 *
 * @example
 * const tracker = createFunnelTracker(reporting, 'a', saved);
 * actor.subscribe((snapshot) => tracker.observe(snapshot));
 */
export function createFunnelTracker(
  { sender, surface }: FunnelReporting,
  arm: FunnelArm,
  saved?: FunnelRecord,
): FunnelTracker {
  let current = saved;
  let entered: string[] = [];
  const report = (record: FunnelRecord, step: string) => {
    if (record.reported.includes(step)) return;
    record.reported.push(step);
    sender.add(record.base, step);
  };
  return {
    observe(snapshot) {
      const path = statePath(snapshot.value);
      const { page, messages } = snapshot.context;
      if (!messages.some((message) => message.from === 'user')) {
        // Not started yet, or started over: the next answer begins a new conversation.
        if (current) entered = [];
        current = undefined;
        entered.push(path);
        return;
      }
      if (!current) {
        const conversation = randomConversationId();
        const flow = entryFlowFor(page);
        current = {
          base: { conversation, flow, pageType: page.pageType, arm, surface },
          reported: [],
        };
        for (const step of [FUNNEL_STARTED, ...entered]) report(current, step);
      }
      report(current, path);
      if (snapshot.hasTag('submitted')) report(current, FUNNEL_COMPLETED);
    },
    record: () => current,
  };
}
