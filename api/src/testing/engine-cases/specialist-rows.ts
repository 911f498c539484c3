import type { Engine } from '../../db/engine/index.ts';

/**
 * A city and an active specialist in it, written with the engine's builders so a suite on
 * either engine starts from the same rows; `tag` keeps slugs and names apart between suites.
 *
 * @example
 * const { cityId, specialistId } = await insertSpecialist(engine(), 'messages');
 */
export async function insertSpecialist(
  on: Engine,
  tag: string,
  fields: { status?: 'active' | 'pending' | 'suspended'; cityId?: number } = {},
): Promise<{ cityId: number; specialistId: number }> {
  const { cities, specialists } = on.tables;
  const cityId =
    fields.cityId ??
    (
      await on.db
        .insert(cities)
        .values({
          slug: `${tag}-city`,
          name: `${tag} City`,
          region: 'North West',
          postcodeAreas: ['M'],
          population: 1000,
        })
        .returning({ id: cities.id })
    )[0]?.id;
  if (cityId === undefined) throw new Error('no city inserted');
  const [specialist] = await on.db
    .insert(specialists)
    .values({
      slug: `${tag}-floors`,
      name: `${tag} Floors`,
      cityId,
      description: 'Floors laid and mended.',
      email: `${tag}@example.com`,
      phone: '01610000000',
      postcode: 'M1 1AA',
      status: fields.status ?? 'active',
    })
    .returning({ id: specialists.id });
  if (!specialist) throw new Error('no specialist inserted');
  return { cityId, specialistId: specialist.id };
}

/**
 * An enquiry sent to `specialistId` at `at`, first answered at `answeredAt` if given, written
 * with the engine's builders; answers the enquiry's row id.
 *
 * @example
 * await insertLead(engine(), specialistId, 'lead-1', new Date(), { answeredAt: later });
 */
export async function insertLead(
  on: Engine,
  specialistId: number,
  publicId: string,
  at: Date,
  fields: { answeredAt?: Date; customerEmail?: string; customerName?: string } = {},
): Promise<number> {
  const { enquiries, enquiryRecipients } = on.tables;
  const [enquiry] = await on.db
    .insert(enquiries)
    .values({
      publicId,
      kind: 'chat',
      status: 'matched',
      flooringType: 'Oak',
      location: 'Manchester',
      customerName: fields.customerName ?? 'Sam Lee',
      customerEmail: fields.customerEmail ?? '',
      budgetRange: '£1,000-£2,000',
      urgency: 'Within a month',
      chatbotSource: 'site',
      createdAt: at,
    })
    .returning({ id: enquiries.id });
  if (!enquiry) throw new Error('no enquiry inserted');
  await on.db.insert(enquiryRecipients).values({
    enquiryId: enquiry.id,
    specialistId,
    firstResponseAt: fields.answeredAt ?? null,
    createdAt: at,
  });
  return enquiry.id;
}

/**
 * A review of `specialistId` written at `at` with the engine's builders; answers its id.
 *
 * @example
 * await insertReview(engine(), specialistId, { rating: 2, at: new Date(), status: 'published' });
 */
export async function insertReview(
  on: Engine,
  specialistId: number,
  fields: { rating: number; at: Date; status?: 'pending' | 'published' | 'rejected' },
): Promise<number> {
  const { reviews } = on.tables;
  const [stored] = await on.db
    .insert(reviews)
    .values({
      specialistId,
      customerName: `Customer ${fields.rating}`,
      rating: fields.rating,
      text: 'The fitters were tidy and on time.',
      status: fields.status ?? 'published',
      verified: false,
      createdAt: fields.at,
    })
    .returning({ id: reviews.id });
  if (!stored) throw new Error('no review inserted');
  return stored.id;
}
