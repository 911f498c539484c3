import {
  type BusinessProfile,
  type BusinessProfileUpdate,
  businessProfileSchema,
  businessProfileUpdateSchema,
} from '@flo/contract';
import { Hono } from 'hono';
import { businessActor } from '../audit/record.ts';
import { type BusinessEnv, requireBusiness } from '../auth/middleware.ts';
import { clockOf } from '../clock.ts';
import type { EngineScope, Steps } from '../db/engine/index.ts';
import type { AppDeps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { describeOperation } from '../openapi/describe.ts';
import {
  findListing,
  type ListingChanges,
  listingServiceChoices,
  offeredServicesOf,
  serviceNamesOf,
} from './repository.ts';
import { updateProfile } from './update-profile.ts';

function* profileOf(on: EngineScope, specialistId: number): Steps<BusinessProfile> {
  const listing = yield* findListing(on, specialistId);
  if (!listing) throw new Error(`Specialist ${specialistId} of a business is missing`);
  const offered = yield* offeredServicesOf(on, specialistId);
  return {
    ...listing,
    services: offered.map((service) => service.slug),
    serviceChoices: yield* listingServiceChoices(on),
  };
}

/**
 * The validated body as column changes; 400 naming `services` when a slug is unknown. A service
 * the listing already offers keeps its own wording ('Wool and twist carpets'); a new one is
 * shown by the service's name.
 */
function* changesFrom(
  on: EngineScope,
  specialistId: number,
  update: BusinessProfileUpdate,
): Steps<ListingChanges> {
  const { services, website, areas, ...rest } = update;
  const changes: ListingChanges = { ...rest };
  if (website !== undefined) changes.website = website === '' ? null : website;
  if (areas !== undefined) changes.areas = [...new Set(areas)];
  if (services !== undefined) {
    const names = yield* serviceNamesOf(on, services);
    const unknown = services.filter((slug) => !names.has(slug));
    if (unknown.length > 0) {
      throw new HttpError(400, 'validation_failed', 'The request is not valid', {
        services: [`Unknown service: ${unknown.join(', ')}`],
      });
    }
    const offered = yield* offeredServicesOf(on, specialistId);
    const labels = new Map(offered.map((s) => [s.slug, s.label]));
    changes.services = services.map((slug) => ({
      slug,
      label: labels.get(slug) ?? names.get(slug) ?? slug,
    }));
  }
  return changes;
}

/**
 * `GET /api/business/profile` and `PATCH /api/business/profile`: the logged-in business reads
 * and corrects its own listing (description, services, contact e-mail and UK phone, website,
 * areas covered). Only the business's own specialist is ever written; the public profile
 * (`/specialist/{slug}`) reads the same rows, so a change shows there at once. The e-mail is
 * where leads and messages go: a change applies at once and the old address is told of it.
 *
 * @example
 * app.route('/', businessProfileRoutes(deps));
 * // PATCH /api/business/profile { "areas": ["Salford", "Stockport"] }
 */
export function businessProfileRoutes(deps: AppDeps) {
  const now = clockOf(deps);
  return new Hono<BusinessEnv>()
    .get(
      '/api/business/profile',
      describeOperation({
        operationId: 'getBusinessProfile',
        summary: 'Its listing as the public profile shows it, with the services it may offer',
        tag: 'Business',
        auth: 'business',
        response: businessProfileSchema,
      }),
      requireBusiness(deps),
      async (c) =>
        c.json<BusinessProfile>(await deps.engine.run(profileOf, c.var.business.specialistId)),
    )
    .patch(
      '/api/business/profile',
      describeOperation({
        operationId: 'updateBusinessProfile',
        summary: 'Change description, services, contact e-mail, UK phone, website or areas covered',
        tag: 'Business',
        auth: 'business',
        response: businessProfileSchema,
      }),
      requireBusiness(deps),
      validate('json', businessProfileUpdateSchema),
      async (c) => {
        const { specialistId } = c.var.business;
        const changes = await deps.engine.run(changesFrom, specialistId, c.req.valid('json'));
        const actor = businessActor(c.var.business);
        const { publicUrl } = deps.config;
        await deps.engine.commit(updateProfile, actor, specialistId, changes, now(), publicUrl);
        return c.json<BusinessProfile>(await deps.engine.run(profileOf, specialistId));
      },
    );
}
