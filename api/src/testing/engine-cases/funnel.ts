import { FUNNEL_MAX_ORIGINS_PER_DAY, type FunnelBeacon } from '@flo/contract';
import { count, eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import type { Engine } from '../../db/engine/index.ts';
import {
  type FunnelOrigin,
  MAX_STEPS_PER_CONVERSATION,
  recordBeacon,
} from '../../funnel/record-beacon.ts';
import { describeEachEngine } from '../each-engine.ts';

const NOW = new Date('2026-03-04T12:00:00Z');
const NEXT_DAY = new Date('2026-03-05T09:00:00Z');
const SITE: FunnelOrigin = { kind: 'site' };

const beacon = (conversation: string, steps: string[], fields: Partial<FunnelBeacon> = {}) => ({
  conversation,
  flow: 'general' as const,
  pageType: 'home' as const,
  arm: 'a' as const,
  surface: 'site' as const,
  steps,
  ...fields,
});

/** The funnel's beacon, alike on both engines (ADR 042, 050). */
export const funnelCases = describeEachEngine('funnel beacon', ({ engine, connectAgain }) => {
  const send = (b: FunnelBeacon, origin: FunnelOrigin = SITE, at = NOW, on: Engine = engine()) =>
    on.commit(recordBeacon, b, origin, at);

  /** The day's counts as `step: [reached, ended]`. */
  const counts = async () => {
    const { floFunnelDaily: daily } = engine().tables;
    const found = await engine()
      .db.select({ step: daily.step, reached: daily.reached, ended: daily.ended })
      .from(daily);
    return Object.fromEntries(found.map((r) => [r.step, [r.reached, r.ended]]));
  };
  const conversations = () => engine().db.select().from(engine().tables.floFunnelConversations);
  /** Conversations started per stored origin, as `origin: started`. */
  const startedBy = async () => {
    const { floFunnelDaily: daily } = engine().tables;
    const found = await engine()
      .db.select({ origin: daily.origin, reached: daily.reached })
      .from(daily)
      .where(eq(daily.step, 'started'));
    return Object.fromEntries(found.map((r) => [r.origin, r.reached]));
  };

  beforeEach(async () => {
    const { db, tables } = engine();
    await db.delete(tables.floFunnelDaily);
    await db.delete(tables.floFunnelOrigins);
    await db.delete(tables.floFunnelConversations);
  });

  it('counts a new conversation as started, each step reached once, and where it ended', async () => {
    await send(beacon('conversation-0000001', ['general.welcome', 'general.name']));
    expect(await counts()).toEqual({
      started: [1, 0],
      'general.welcome': [1, 0],
      'general.name': [1, 1],
    });
    expect(await conversations()).toEqual([
      expect.objectContaining({
        conversation: 'conversation-0000001',
        flow: 'general',
        day: '2026-03-04',
        pageType: 'home',
        arm: 'a',
        origin: 'site',
        steps: ['started', 'general.welcome', 'general.name'],
        lastStep: 'general.name',
        updatedAt: NOW,
      }),
    ]);
  });

  it('moves the ended mark to the new last step, in the slice of the first beacon', async () => {
    await send(beacon('conversation-0000002', ['general.welcome', 'general.name']));
    const later = beacon('conversation-0000002', ['general.name', 'general.email'], {
      arm: 'b',
      pageType: 'services',
    });
    await send(later, SITE, NEXT_DAY);
    expect(await counts()).toEqual({
      started: [1, 0],
      'general.welcome': [1, 0],
      'general.name': [1, 0],
      'general.email': [1, 1],
    });
    const { floFunnelDaily: daily } = engine().tables;
    const slices = await engine()
      .db.selectDistinct({ day: daily.day, arm: daily.arm, pageType: daily.pageType })
      .from(daily);
    expect(slices).toEqual([{ day: '2026-03-04', arm: 'a', pageType: 'home' }]);
    const [stored] = await conversations();
    expect(stored).toMatchObject({ lastStep: 'general.email', updatedAt: NEXT_DAY });
  });

  it('keeps a completed conversation ended on completed when later steps arrive', async () => {
    await send(beacon('conversation-0000003', ['general.phone', 'completed']));
    await send(beacon('conversation-0000003', ['submitted']));
    expect(await counts()).toEqual({
      started: [1, 0],
      'general.phone': [1, 0],
      completed: [1, 1],
      submitted: [1, 0],
    });
  });

  it(`keeps at most ${MAX_STEPS_PER_CONVERSATION} distinct steps of a conversation`, async () => {
    const steps = Array.from(
      { length: 120 },
      (_, i) => `general.step_${String(i).padStart(3, '0')}`,
    );
    for (let i = 0; i < steps.length; i += 40) {
      await send(beacon('conversation-0000004', steps.slice(i, i + 40)));
    }
    const counted = await counts();
    expect(Object.keys(counted)).toHaveLength(MAX_STEPS_PER_CONVERSATION);
    const [stored] = await conversations();
    expect(stored?.steps).toHaveLength(MAX_STEPS_PER_CONVERSATION);
    // 'started' and 99 steps: the last one kept is the 99th reported.
    expect(stored?.lastStep).toBe('general.step_098');
    expect(counted['general.step_098']).toEqual([1, 1]);
    expect(counted['general.step_099']).toBeUndefined();
  });

  it('counts a replayed beacon once, also when two nodes record it at once', async () => {
    const again = connectAgain();
    await send(beacon('conversation-0000005', ['general.welcome']));
    await send(beacon('conversation-0000005', ['general.welcome']));
    const pairs = Array.from({ length: 6 }, (_, i) =>
      beacon(`replayed-conversation-${i}`, ['general.welcome', 'general.name']),
    );
    await Promise.all(pairs.flatMap((b) => [send(b), send(b, SITE, NOW, again)]));
    expect(await counts()).toEqual({
      started: [7, 0],
      'general.welcome': [7, 1],
      'general.name': [6, 6],
    });
    expect(await conversations()).toHaveLength(7);
  });

  it(`names ${FUNNEL_MAX_ORIGINS_PER_DAY} embedding origins a day, the rest as other`, async () => {
    const again = connectAgain();
    const embed = (i: number) => beacon(`embedded-conversation-${i}`, [], { surface: 'embed' });
    const from = (i: number): FunnelOrigin => ({
      kind: 'origin',
      origin: `https://shop${i}.example`,
    });
    // Two nodes name origins at once: still no more than the day's cap.
    await Promise.all(
      Array.from({ length: FUNNEL_MAX_ORIGINS_PER_DAY + 4 }, (_, i) =>
        send(embed(i), from(i), NOW, i % 2 === 0 ? engine() : again),
      ),
    );
    const started = await startedBy();
    expect(started.other).toBe(4);
    expect(Object.keys(started)).toHaveLength(FUNNEL_MAX_ORIGINS_PER_DAY + 1);
    const { floFunnelOrigins } = engine().tables;
    const [stored] = await engine().db.select({ named: count() }).from(floFunnelOrigins);
    expect(stored?.named).toBe(FUNNEL_MAX_ORIGINS_PER_DAY);

    // A named origin stays named past the cap; no origin, or a sandboxed frame, is 'other'.
    const named = Object.keys(started).find((origin) => origin !== 'other') as string;
    await send(embed(100), { kind: 'origin', origin: named });
    await send(embed(101), { kind: 'other' });
    expect(await startedBy()).toMatchObject({ [named]: 2, other: 5 });
    // The next day has room again.
    await send(embed(102), from(999), NEXT_DAY);
    expect(await startedBy()).toHaveProperty(['https://shop999.example'], 1);
  });
});
