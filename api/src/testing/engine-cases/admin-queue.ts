import { beforeAll, expect, it } from 'vitest';
import { markContactMessageHandled, openQueue } from '../../admin/queue/repository.ts';
import { describeEachEngine } from '../each-engine.ts';
import { insertQueueItems, type QueueItems } from './admin-queue-rows.ts';

const NOW = new Date('2026-03-02T10:00:00.250Z');
const DAY_MS = 86_400_000;

/** The operators' queue, the same on SQLite and PostgreSQL (ADR 050). */
export const adminQueueCases = describeEachEngine('admin queue', ({ engine }) => {
  let items: QueueItems;
  beforeAll(async () => {
    items = await insertQueueItems(engine(), 'queue', NOW);
  });

  it('counts each open kind and lists the oldest first, with times as epoch ms', async () => {
    const queue = await engine().run(openQueue, 5);
    expect(queue.reviews).toEqual({
      open: 1,
      oldest: [
        {
          id: expect.any(Number),
          title: 'queue Floors',
          detail: '4★ from Customer 4',
          createdAt: NOW.getTime() - DAY_MS,
        },
      ],
    });
    expect(queue.claims.oldest.map((c) => c.detail)).toEqual(['Bo Fitter (owner)']);
    expect(queue.subscriptions.oldest.map((s) => [s.title, s.detail])).toEqual([
      ['Bo Floors Ltd', 'standard plan, pending, SUB-queue'],
    ]);
    expect(queue.contactMessages).toMatchObject({
      open: 1,
      oldest: [{ id: items.contactMessageIds.open, detail: 'Cy Dale <cy@example.com>' }],
    });
    expect(queue.unmatchedEnquiries.open).toBe(2);
    expect(queue.unmatchedEnquiries.oldest).toEqual([
      {
        id: 'queue-old',
        title: 'Vinyl',
        detail: 'Lerwick, Ann Bell',
        createdAt: NOW.getTime() - 40 * DAY_MS,
      },
      {
        id: 'queue-far',
        title: 'Oak',
        detail: 'Lerwick (nearest specialists: Aberdeen, 211 miles), Ann Bell',
        createdAt: NOW.getTime() - 2 * DAY_MS,
      },
    ]);
    expect((await engine().run(openQueue, 1)).unmatchedEnquiries.oldest).toHaveLength(1);
  });

  it('closes an open contact message once', async () => {
    const { open, handled } = items.contactMessageIds;
    expect(await engine().run(markContactMessageHandled, handled, NOW)).toBe(false);
    expect(await engine().run(markContactMessageHandled, open, NOW)).toBe(true);
    expect(await engine().run(markContactMessageHandled, open, NOW)).toBe(false);
    expect((await engine().run(openQueue, 5)).contactMessages).toEqual({ open: 0, oldest: [] });
  });
});
