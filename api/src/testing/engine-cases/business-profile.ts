import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { AuditActor } from '../../audit/record.ts';
import {
  findListing,
  listingServiceChoices,
  offeredServicesOf,
  serviceNamesOf,
  updateListing,
} from '../../business-profile/repository.ts';
import { updateProfile } from '../../business-profile/update-profile.ts';
import { describeEachEngine } from '../each-engine.ts';
import { insertSpecialist } from './specialist-rows.ts';

const service = (slug: string, name: string) => ({
  slug,
  name,
  keywords: [slug],
  description: `${name} fitted.`,
});

/** A business's own listing, alike on SQLite and PostgreSQL (ADR 050). */
export const businessProfileCases = describeEachEngine('business profile', ({ engine }) => {
  let specialistId: number;

  beforeAll(async () => {
    specialistId = (await insertSpecialist(engine(), 'profile')).specialistId;
    await engine()
      .db.insert(engine().tables.services)
      .values([
        service('vinyl', 'Vinyl'),
        service('carpet', 'carpet'),
        service('other', 'Other'),
        service('oak', 'Oak'),
      ]);
  });

  it('reads the listing with its city, and the services a listing may offer by name', async () => {
    expect(await engine().run(findListing, specialistId)).toMatchObject({
      name: 'profile Floors',
      city: 'profile City',
      website: null,
      areas: [],
    });
    const choices = await engine().run(listingServiceChoices);
    expect(choices.map((choice) => choice.slug)).toEqual(['oak', 'vinyl', 'carpet']);
    const names = await engine().run(serviceNamesOf, ['oak', 'other', 'none']);
    expect([...names]).toEqual([['oak', 'Oak']]);
  });

  it('replaces the offered services in the order given, with the changed fields', async () => {
    const offered = [
      { slug: 'vinyl', label: 'Luxury vinyl' },
      { slug: 'carpet', label: 'Wool carpets' },
    ];
    const changes = { areas: ['Salford'], website: 'https://floors.example', services: offered };
    await engine().commit(updateListing, specialistId, changes);
    expect(await engine().run(offeredServicesOf, specialistId)).toEqual(offered);
    expect(await engine().run(findListing, specialistId)).toMatchObject({
      areas: ['Salford'],
      website: 'https://floors.example',
    });
  });

  it('records a change with its audit entry and tells the old lead address, in one commit', async () => {
    const actor: AuditActor = { kind: 'business', id: 9, label: 'b@x.test', source: 'dashboard' };
    const at = new Date('2026-03-02T10:00:00Z');
    const moved = { email: 'new@example.com', services: [{ slug: 'oak', label: 'Oak' }] };
    await engine().commit(updateProfile, actor, specialistId, moved, at, 'https://flo.test');
    const same = { email: 'NEW@example.com' };
    await engine().commit(updateProfile, actor, specialistId, same, at, 'https://flo.test');
    const { auditLog, mailOutbox } = engine().tables;
    const entries = await engine()
      .db.select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(specialistId)));
    expect(entries).toHaveLength(2);
    expect(JSON.parse(entries[0]?.afterJson ?? '')).toEqual({
      email: 'new@example.com',
      services: ['oak'],
    });
    expect(JSON.parse(entries[1]?.beforeJson ?? '')).toEqual({ email: 'new@example.com' });
    const notices = await engine()
      .db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'lead_address_changed'));
    expect(notices).toMatchObject([{ to: 'profile@example.com', createdAt: at }]);
    expect(notices[0]?.text).toContain('to new@example.com, not to this address');
  });
});
