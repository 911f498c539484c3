import Database from 'better-sqlite3';
import { e2eUrls } from './e2e-env.ts';

/** An enquiry row as the API stored it, in the columns the browser tests check. */
export interface StoredEnquiry {
  public_id: string;
  kind: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  location: string;
  flooring_type: string;
  project_details: string;
  budget_range: string;
  urgency: string;
  chatbot_source: string;
  /** Parsed from the JSON column. */
  page_context: Record<string, unknown> | null;
  idempotency_key: string | null;
}

/**
 * Opens the API's SQLite file for one piece of work (read-only unless told), then closes it.
 *
 * @example
 * const count = withDatabase(true, (db) => db.prepare('select count(*) as n from cities').get());
 */
export function withDatabase<T>(readonly: boolean, use: (db: Database.Database) => T): T {
  const db = new Database(e2eUrls().databasePath, { readonly, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    return use(db);
  } finally {
    db.close();
  }
}

/**
 * Every enquiry stored for an e-mail address, read straight from the API's SQLite file
 * (read-only), oldest first. Each test uses its own address, so tests never see each other's.
 *
 * @example
 * const rows = enquiriesFor('amelia.hart.bubble@example.co.uk');
 */
export function enquiriesFor(customerEmail: string): StoredEnquiry[] {
  return withDatabase(true, (db) => {
    const rows = db
      .prepare(
        `select public_id, kind, customer_name, customer_email, customer_phone, location,
                flooring_type, project_details, budget_range, urgency, chatbot_source, page_context, idempotency_key
           from enquiries where customer_email = ? order by id`,
      )
      .all(customerEmail) as Array<
      Omit<StoredEnquiry, 'page_context'> & { page_context: string | null }
    >;
    return rows.map((row) => ({
      ...row,
      page_context: row.page_context
        ? (JSON.parse(row.page_context) as Record<string, unknown>)
        : null,
    }));
  });
}

/**
 * Switches Flo on or off for one page type, as the admin's chat settings would, by writing
 * the `chat_settings` row (id 1) directly. Returns a function that restores the old value.
 *
 * @example
 * const restore = setPageTypeEnabled('services', false);
 * try { ... } finally { restore(); }
 */
export function setPageTypeEnabled(pageType: string, enabled: boolean): () => void {
  const before = withDatabase(true, (db) => {
    const row = db.prepare('select page_settings from chat_settings where id = 1').get() as
      | { page_settings: string }
      | undefined;
    if (!row) throw new Error('chat_settings has no row 1: did the demo seed run?');
    return row.page_settings;
  });
  const settings = JSON.parse(before) as Record<string, { enabled: boolean }>;
  settings[pageType] = { ...settings[pageType], enabled };
  const write = (value: string) =>
    withDatabase(false, (db) => {
      db.prepare('update chat_settings set page_settings = ? where id = 1').run(value);
    });
  write(JSON.stringify(settings));
  return () => write(before);
}

/**
 * The contact e-mail Flo points visitors to when a submission fails (chat settings row 1).
 *
 * @example
 * copy.submitFailed(seededContactEmail());
 */
export function seededContactEmail(): string {
  return withDatabase(true, (db) => {
    const row = db.prepare('select contact_email from chat_settings where id = 1').get() as
      | { contact_email: string }
      | undefined;
    if (!row) throw new Error('chat_settings has no row 1: did the demo seed run?');
    return row.contact_email;
  });
}
