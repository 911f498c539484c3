import type { AdminCityInput, AdminLocationPageInput } from '@flo/contract';
import { type AuditActor, auditEntry, audited } from '../../audit/record.ts';
import type { EngineScope, Steps } from '../../db/engine/index.ts';
import {
  cityFields,
  deleteLocationPage,
  insertCity,
  locationPageFields,
  updateCity,
  upsertLocationPage,
} from './repository.ts';

/*
 * The console's changes to cities and location pages, each a unit of work that writes the
 * change with its audit entry, to run with `engine.commit` (ADR 050).
 */

/** A location page's words, without the row ids a save replaces. */
const pageText = (
  found:
    | { intro: string | null; seoTitle: string | null; seoDescription: string | null }
    | undefined,
) =>
  found && { intro: found.intro, seoTitle: found.seoTitle, seoDescription: found.seoDescription };

/** Adds a city; answers its id. */
export function* createCity(
  on: EngineScope,
  input: AdminCityInput,
  actor: AuditActor,
  at: Date,
): Steps<number> {
  const created = yield* insertCity(on, input);
  yield* auditEntry(on, actor, at, {
    entityKind: 'location',
    entityId: `city:${created}`,
    action: 'city.create',
    after: yield* cityFields(on, created),
  });
  return created;
}

/** Changes a city's name, region or areas; false for an unknown city. */
export function* changeCity(
  on: EngineScope,
  id: number,
  input: AdminCityInput,
  actor: AuditActor,
  at: Date,
): Steps<boolean> {
  const change = {
    entityKind: 'location',
    entityId: `city:${id}`,
    action: 'city.update',
    read: (on: EngineScope) => cityFields(on, id),
  } as const;
  return yield* audited(on, actor, at, change, (on) => updateCity(on, id, input));
}

/** Writes the text of a city page or a city + service page, replacing what was there. */
export function* saveLocationPage(
  on: EngineScope,
  city: { id: number; slug: string },
  text: Omit<AdminLocationPageInput, 'citySlug'>,
  actor: AuditActor,
  at: Date,
): Steps<void> {
  const page = { cityId: city.id, serviceSlug: text.serviceSlug ?? null };
  const change = {
    entityKind: 'location',
    entityId: `page:${city.slug}/${page.serviceSlug ?? ''}`,
    action: 'location-page.save',
    read: function* (on: EngineScope) {
      return pageText(yield* locationPageFields(on, page));
    },
  } as const;
  yield* audited(on, actor, at, change, (on) => upsertLocationPage(on, city.id, text, at));
}

/** Removes a page's text (back to generated text); false for an unknown page. */
export function* removeLocationPage(
  on: EngineScope,
  id: number,
  actor: AuditActor,
  at: Date,
): Steps<boolean> {
  const before = yield* locationPageFields(on, { id });
  if (!before || !(yield* deleteLocationPage(on, id))) return false;
  yield* auditEntry(on, actor, at, {
    entityKind: 'location',
    entityId: `page:${before.cityId}/${before.serviceSlug ?? ''}`,
    action: 'location-page.delete',
    before: pageText(before),
  });
  return true;
}
