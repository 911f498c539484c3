import pg from 'pg';

/** The stamps PostgreSQL's triggers move and announce on `flo_data_versions` (migration 0007). */
export type VersionedData = 'public_data_version' | 'city_points_version';

const CHANNEL = 'flo_data_versions';
/** How the listener's connection is named in pg_stat_activity. */
export const LISTENER_NAME = 'flo-data-versions';
const STAMPS: readonly VersionedData[] = ['public_data_version', 'city_points_version'];

export interface DataVersions {
  /**
   * The stamp of `data` as this node last heard it; undefined while the listener is not
   * connected, when there is no stamp to trust.
   */
  current(data: VersionedData): number | undefined;
  /** Resolves once the first stamps are read and the listener hears every change after them. */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

export interface DataVersionsOptions {
  /** Wait before connecting again after the listener's connection is lost, in ms. */
  retryMs?: number;
  /** Told when the listener's connection is lost (it connects again by itself). */
  onLost?(error: unknown): void;
}

/**
 * The data version stamps of a PostgreSQL database, kept in memory by a connection that
 * LISTENs for the triggers' notifications (ADR 054): what `publicDataVersion` is on SQLite,
 * without a query per read. A write on any node moves the stamp here when it commits; until
 * the listener is connected again after a lost connection, no stamp repeats, so every node's
 * kept answers are thrown away rather than served stale.
 *
 * @example
 * const versions = watchDataVersions(env.databaseUrl);
 * await versions.ready;
 * const pageCache = createPageCache({ ...settings, version: () => versions.current('public_data_version') });
 */
export function watchDataVersions(url: string, options: DataVersionsOptions = {}): DataVersions {
  const { retryMs = 1_000, onLost } = options;
  const stamps = new Map<VersionedData, number>();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const hear = (message: pg.Notification) => {
    const [data, stamp] = (message.payload ?? '').split(' ');
    if (STAMPS.includes(data as VersionedData)) stamps.set(data as VersionedData, Number(stamp));
  };

  const lose = (listener: pg.Client, error: unknown) => {
    if (client !== listener) return;
    client = undefined;
    stamps.clear();
    listener.end().catch(() => {});
    if (closed) return;
    onLost?.(error);
    retry = setTimeout(() => connect().catch(() => {}), retryMs);
    retry.unref();
  };

  const connect = async () => {
    const listener = new pg.Client({ connectionString: url, application_name: LISTENER_NAME });
    client = listener;
    listener.on('error', (error) => lose(listener, error));
    listener.on('end', () => lose(listener, new Error('the listener’s connection ended')));
    listener.on('notification', hear);
    try {
      await listener.connect();
      // Listening first, then reading: a change committed in between is heard, not missed.
      await listener.query(`LISTEN ${CHANNEL}`);
      const read = await listener.query<{ data: VersionedData; stamp: string }>(
        `select 'public_data_version' as data, stamp from public_data_version
         union all select 'city_points_version', stamp from city_points_version`,
      );
      if (client !== listener) return;
      for (const { data, stamp } of read.rows) {
        if (!stamps.has(data)) stamps.set(data, Number(stamp));
      }
    } catch (error) {
      lose(listener, error);
      throw error;
    }
  };

  return {
    current: (data) => stamps.get(data),
    ready: connect(),
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const listener = client;
      client = undefined;
      await listener?.end();
    },
  };
}
