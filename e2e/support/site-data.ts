import { withDatabase } from './database.ts';

/** Real records of the demo seed that the site tests visit, read from the API's database. */
export interface DemoDirectory {
  specialist: { id: number; slug: string; name: string; publishedReviews: number };
  /** A service the specialist offers, which its city also has. */
  service: { slug: string; name: string };
  /** The specialist's city, with its count of active specialists. */
  city: { slug: string; name: string; activeSpecialists: number };
  article: { slug: string; title: string };
}

interface Row {
  [column: string]: string | number;
}

/**
 * The first active Leeds specialist (by id) with published reviews and a listed service, its
 * city and service, and the newest article: real slugs, so the pages under test show real data.
 *
 * @example
 * const { specialist } = demoDirectory();
 * await page.goto(`${urls.siteUrl}/specialist/${specialist.slug}`);
 */
export function demoDirectory(): DemoDirectory {
  return withDatabase(true, (db) => {
    const one = (sql: string, ...params: Array<string | number>): Row => {
      const row = db.prepare(sql).get(...params) as Row | undefined;
      if (!row) throw new Error(`The demo seed has no row for: ${sql}`);
      return row;
    };
    const specialist = one(
      `select s.id, s.slug, s.name, s.city_id,
              (select count(*) from reviews r where r.specialist_id = s.id and r.status = 'published') as published
         from specialists s join cities c on c.id = s.city_id
        where c.slug = 'leeds' and s.status = 'active'
          and exists (select 1 from reviews r where r.specialist_id = s.id and r.status = 'published')
          and exists (select 1 from specialist_services ss where ss.specialist_id = s.id)
        order by s.id limit 1`,
    );
    const service = one(
      `select sv.slug, sv.name from specialist_services ss join services sv on sv.slug = ss.service_slug
        where ss.specialist_id = ? order by sv.slug limit 1`,
      specialist.id as number,
    );
    const city = one(
      `select c.slug, c.name,
              (select count(*) from specialists s where s.city_id = c.id and s.status = 'active') as active
         from cities c where c.id = ?`,
      specialist.city_id as number,
    );
    const article = one('select slug, title from articles order by published_at desc limit 1');
    return {
      specialist: {
        id: specialist.id as number,
        slug: String(specialist.slug),
        name: String(specialist.name),
        publishedReviews: specialist.published as number,
      },
      service: { slug: String(service.slug), name: String(service.name) },
      city: {
        slug: String(city.slug),
        name: String(city.name),
        activeSpecialists: city.active as number,
      },
      article: { slug: String(article.slug), title: String(article.title) },
    };
  });
}

/** An enquiry row with the columns the site's own forms fill. */
export interface SiteEnquiry {
  public_id: string;
  kind: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  location: string;
  flooring_type: string;
  project_details: string;
  customer_message: string | null;
  chatbot_source: string;
  specialist_id: number | null;
  budget_range: string;
  urgency: string;
}

const ENQUIRY_COLUMNS = `public_id, kind, customer_name, customer_email, customer_phone, location, flooring_type,
  project_details, customer_message, chatbot_source, specialist_id, budget_range, urgency`;

/**
 * Enquiries whose one-box message is exactly `message` (the simple form stores no e-mail, so
 * each test sends its own sentence), oldest first.
 *
 * @example
 * const rows = enquiriesWithMessage('Two bedrooms of wool carpet, please.');
 */
export function enquiriesWithMessage(message: string): SiteEnquiry[] {
  return withDatabase(true, (db) =>
    db
      .prepare(`select ${ENQUIRY_COLUMNS} from enquiries where customer_message = ? order by id`)
      .all(message),
  ) as SiteEnquiry[];
}

/**
 * Every enquiry stored for an e-mail address, with the site-form columns, oldest first.
 *
 * @example
 * const [row] = siteEnquiriesFor('amelia.hart.profile@example.co.uk');
 */
export function siteEnquiriesFor(email: string): SiteEnquiry[] {
  return withDatabase(true, (db) =>
    db
      .prepare(`select ${ENQUIRY_COLUMNS} from enquiries where customer_email = ? order by id`)
      .all(email),
  ) as SiteEnquiry[];
}

/** A row of the contact form's table. */
export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/**
 * Contact-form messages stored for an e-mail address, oldest first.
 *
 * @example
 * const rows = contactMessagesFor('amelia.hart.contact@example.co.uk');
 */
export function contactMessagesFor(email: string): ContactMessage[] {
  return withDatabase(true, (db) =>
    db
      .prepare(
        'select name, email, subject, message from contact_messages where email = ? order by id',
      )
      .all(email),
  ) as ContactMessage[];
}

/**
 * The job post stored with an enquiry of the given e-mail, or undefined.
 *
 * @example
 * jobPostFor('amelia.hart.job@example.co.uk')?.title
 */
export function jobPostFor(
  email: string,
): { title: string; service_slug: string; preferred_contact: string } | undefined {
  return withDatabase(true, (db) =>
    db
      .prepare(
        `select j.title, j.service_slug, j.preferred_contact from job_posts j
           join enquiries e on e.id = j.enquiry_id where e.customer_email = ?`,
      )
      .get(email),
  ) as { title: string; service_slug: string; preferred_contact: string } | undefined;
}

/**
 * How many active specialists a city has, or offer a service there: what a search of that
 * city (or postcode area) must find.
 *
 * @example
 * activeSpecialistCount('leeds', 'carpet') // 11
 */
export function activeSpecialistCount(citySlug: string, serviceSlug?: string): number {
  return withDatabase(true, (db) => {
    const row = db
      .prepare(
        `select count(*) as total from specialists s join cities c on c.id = s.city_id
          where c.slug = ? and s.status = 'active'
            and (? is null or exists (select 1 from specialist_services ss
                                       where ss.specialist_id = s.id and ss.service_slug = ?))`,
      )
      .get(citySlug, serviceSlug ?? null, serviceSlug ?? null) as { total: number };
    return row.total;
  });
}
