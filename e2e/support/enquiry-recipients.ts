import { withDatabase } from './database.ts';

/** A specialist an enquiry was sent to, with where it is and what it offers. */
export interface StoredRecipient {
  specialist_id: number;
  status: string;
  city_slug: string;
  /** Service slugs the specialist offers. */
  services: string[];
}

/**
 * The specialists the API chose for the enquiry stored for this e-mail address (its only one),
 * read from `enquiry_recipients` in the API's SQLite file.
 *
 * @example
 * const recipients = recipientsFor('amelia.hart.postcode@example.co.uk');
 */
export function recipientsFor(customerEmail: string): StoredRecipient[] {
  return withDatabase(true, (db) => {
    const rows = db
      .prepare(
        `select s.id as specialist_id, s.status, c.slug as city_slug,
                (select group_concat(ss.service_slug) from specialist_services ss
                  where ss.specialist_id = s.id) as services
           from enquiry_recipients r
           join enquiries e on e.id = r.enquiry_id
           join specialists s on s.id = r.specialist_id
           join cities c on c.id = s.city_id
          where e.customer_email = ?
          order by s.id`,
      )
      .all(customerEmail) as Array<Omit<StoredRecipient, 'services'> & { services: string | null }>;
    return rows.map((row) => ({ ...row, services: row.services ? row.services.split(',') : [] }));
  });
}
