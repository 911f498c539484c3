import pg from 'pg';

const DATABASE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** The same server's URL with another database in its path. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface CreateDatabaseOptions {
  /** A database to copy (`CREATE DATABASE … TEMPLATE`): a file copy, far cheaper than migrating. */
  template?: string;
}

/**
 * Creates database `name` on the server `serverUrl` names (a superuser's URL) and returns its
 * URL; empty unless `template` names one to copy, which no one may be connected to meanwhile.
 *
 * @example
 * const url = await createDatabase(postgres.url, 'enquiries_test');
 */
export async function createDatabase(
  serverUrl: string,
  name: string,
  options: CreateDatabaseOptions = {},
): Promise<string> {
  for (const identifier of [name, options.template ?? name]) {
    if (!DATABASE_NAME.test(identifier)) {
      throw new Error(`${identifier} is not a plain database name (a-z, 0-9 and _)`);
    }
  }
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const template = options.template ? ` TEMPLATE ${options.template}` : '';
    await client.query(`CREATE DATABASE ${name}${template}`);
  } finally {
    await client.end();
  }
  return databaseUrl(serverUrl, name);
}

/**
 * Drops database `name` on the server `serverUrl` names, closing any connection still open to
 * it, so a run that makes a database per test does not fill the disk.
 *
 * @example
 * await dropDatabase(postgres.url, 'enquiries_test');
 */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  if (!DATABASE_NAME.test(name)) throw new Error(`${name} is not a plain database name`);
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
