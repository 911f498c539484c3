import { availableParallelism } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAIL_SENDER_PATTERN } from '@flo/contract';
import { z } from 'zod';

/**
 * Relative DATABASE_PATH values resolve against the repository root, not the process's cwd:
 * `npm start` runs at the root but `npm run serve -w @flo/api` runs inside api/, and both must
 * open the same ./data/flo.db.
 */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Where operator mail goes until OPERATOR_EMAIL or an admin says otherwise. */
export const DEFAULT_OPERATOR_EMAIL = 'hello@flo.local';

const mailFromSchema = z
  .string()
  .trim()
  .max(200)
  .refine(
    (value) => MAIL_SENDER_PATTERN.test(value),
    'must be an address, optionally with a name: Flo <hello@flo.example>',
  );

/** Stripe's own API; STRIPE_API_URL points the SDK elsewhere (a Stripe-compatible test server). */
export const STRIPE_API_URL = 'https://api.stripe.com';

/** /readyz fails with less free space than this beside the database (READY_MIN_FREE_BYTES). */
export const READY_MIN_FREE_BYTES = 100 * 1024 * 1024;

const ADMIN_PASSWORD_MIN = 12;
const BUSINESS_PASSWORD_MIN = 10;

/** Unset and empty (`FOO=` in a .env file) both mean "not given". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const wholeNumber = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
const milliseconds = wholeNumber(1, 3_600_000, 'must be milliseconds from 1 to 3600000');

const DURATION_UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
const DURATION_MESSAGE =
  'must be a whole number and s, m, h or d, from 1s to 7d (e.g. 30m, 6h, 1d)';
/** A duration such as `30m`, `6h` or `1d`, in milliseconds. */
const duration = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const [, amount, unit] = /^(\d+)([smhd])$/.exec(value) ?? [];
    const ms = Number(amount) * (DURATION_UNIT_MS[unit as keyof typeof DURATION_UNIT_MS] ?? 0);
    if (ms >= 1_000 && ms <= 7 * DURATION_UNIT_MS.d) return ms;
    ctx.addIssue({ code: 'custom', message: DURATION_MESSAGE });
    return z.NEVER;
  });
/** Scheduled snapshots when BACKUP_DIR is set: every 6 hours, the newest 28 (a week) kept. */
const BACKUP_INTERVAL_MS = 6 * DURATION_UNIT_MS.h;
const BACKUP_KEEP = 28;

/** One read thread per core beyond the event loop's, at most four (ADR 045). */
const defaultReadThreads = () => Math.min(4, Math.max(0, availableParallelism() - 1));

const envSchema = z
  .object({
    PORT: optional(z.coerce.number().int().min(0).max(65535)).default(3000),
    HOST: optional(z.string().trim().min(1)).default('127.0.0.1'),
    DATABASE_PATH: optional(z.string().trim().min(1)).default('./data/flo.db'),
    DATABASE_URL: optional(
      z
        .string()
        .trim()
        .refine((value) => URL.canParse(value) && /^postgres(ql)?:\/\/./.test(value), {
          error:
            'must be a postgres:// or postgresql:// URL (postgres://user:password@host:5432/flo)',
        }),
    ),
    DATABASE_POOL_SIZE: optional(
      wholeNumber(2, 1000, 'must be a number of connections from 2 to 1000'),
    ).default(10),
    MEDIA_DIR: optional(z.string().trim().min(1)),
    SEED: optional(z.enum(['demo', 'none'])).default('demo'),
    ADMIN_EMAIL: optional(z.email('must be an e-mail address')),
    ADMIN_PASSWORD: optional(
      z.string().min(ADMIN_PASSWORD_MIN, `must be at least ${ADMIN_PASSWORD_MIN} characters`),
    ),
    DEMO_BUSINESS_PASSWORD: optional(
      z.string().min(BUSINESS_PASSWORD_MIN, `must be at least ${BUSINESS_PASSWORD_MIN} characters`),
    ),
    PUBLIC_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
    SMTP_URL: optional(
      z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }),
    ),
    ANALYTICS_SRC: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
    LOG_LEVEL: optional(z.enum(['debug', 'info', 'warn', 'error'])).default('info'),
    OPERATOR_EMAIL: optional(z.email('must be an e-mail address')).default(DEFAULT_OPERATOR_EMAIL),
    MAIL_FROM: optional(mailFromSchema),
    SECURITY_CONTACT: optional(
      z.url({
        protocol: /^(mailto|https)$/,
        error: 'must be a mailto: or https: URI, e.g. mailto:security@flo.example',
      }),
    ),
    TRUST_PROXY: optional(
      wholeNumber(0, 10, 'must be the number of proxies in front of Flo, 0 to 10 (e.g. 1)'),
    ).default(0),
    RATE_LIMIT_MULTIPLIER: optional(
      wholeNumber(1, 1000, 'must be a whole number from 1 to 1000 (1 keeps the budgets)'),
    ).default(1),
    HTTP_HEADERS_TIMEOUT_MS: optional(milliseconds).default(15_000),
    HTTP_REQUEST_TIMEOUT_MS: optional(milliseconds).default(30_000),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: optional(milliseconds).default(5_000),
    HTTP_MAX_CONNECTIONS: optional(wholeNumber(1, 100_000, 'must be from 1 to 100000')).default(
      1_000,
    ),
    HTTP_MAX_CONNECTIONS_PER_ADDRESS: optional(
      wholeNumber(1, 100_000, 'must be from 1 to 100000'),
    ).default(50),
    SHUTDOWN_GRACE_MS: optional(milliseconds).default(10_000),
    ENQUIRY_PRIORITY_MS: optional(
      wholeNumber(0, 10_000, 'must be milliseconds from 0 to 10000 (0: reads never wait)'),
    ).default(50),
    READY_MIN_FREE_BYTES: optional(
      wholeNumber(
        0,
        Number.MAX_SAFE_INTEGER,
        'must be a number of bytes, 0 or more (0 turns the disk check off)',
      ),
    ).default(READY_MIN_FREE_BYTES),
    DATABASE_BUSY_TIMEOUT_MS: optional(milliseconds).default(5_000),
    STRIPE_SECRET_KEY: optional(
      z
        .string()
        .trim()
        .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_…)'),
    ),
    STRIPE_WEBHOOK_SECRET: optional(
      z
        .string()
        .trim()
        .regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)'),
    ),
    STRIPE_API_URL: optional(
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }),
    ).default(STRIPE_API_URL),
    METRICS_PORT: optional(wholeNumber(0, 65535, 'must be a port number from 0 to 65535')),
    METRICS_HOST: optional(z.string().trim().min(1)),
    METRICS_TOKEN: optional(
      z
        .string()
        .trim()
        .regex(
          /^[\x21-\x7e]{32,}$/,
          'must be at least 32 characters with no spaces (e.g. from `openssl rand -hex 32`)',
        ),
    ),
    BACKUP_DIR: optional(z.string().trim().min(1)),
    BACKUP_INTERVAL: optional(duration),
    BACKUP_KEEP: optional(wholeNumber(1, 10_000, 'must be a number of snapshots from 1 to 10000')),
    PAGE_CACHE_MB: optional(
      wholeNumber(0, 4096, 'must be megabytes from 0 to 4096 (0 turns the page cache off)'),
    ).default(64),
    PAGE_CACHE_ENTRIES: optional(
      wholeNumber(1, 1_000_000, 'must be a number of pages from 1 to 1000000'),
    ).default(2_000),
    PAGE_CACHE_SECONDS: optional(wholeNumber(1, 86_400, 'must be seconds from 1 to 86400')).default(
      60,
    ),
    READ_THREADS: optional(
      wholeNumber(0, 16, 'must be a number of threads from 0 to 16 (0 reads on the event loop)'),
    ).default(defaultReadThreads()),
  })
  .superRefine((env, ctx) => {
    // Without a port of its own the metrics are on the public port: a host alone would be ignored.
    if (env.METRICS_HOST !== undefined && env.METRICS_PORT === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_HOST'],
        message: 'needs METRICS_PORT, the port of the metrics listener it names the address of',
      });
    }
    for (const name of ['BACKUP_INTERVAL', 'BACKUP_KEEP'] as const) {
      if (env[name] !== undefined && !env.BACKUP_DIR) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'needs BACKUP_DIR, the folder the scheduled snapshots go to',
        });
      }
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      const missing = env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      });
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      const missing = env.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together',
      });
    }
    if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HTTP_HEADERS_TIMEOUT_MS'],
        message: 'must not be longer than HTTP_REQUEST_TIMEOUT_MS',
      });
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: 'must differ from PORT: metrics are kept off the public port',
      });
    }
  });

/** A path from the environment: relative ones resolve against the repository root. */
const fromRepoRoot = (path: string) => (isAbsolute(path) ? path : resolve(REPO_ROOT, path));

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** The validated server configuration. */
export interface ServerEnv {
  port: number;
  host: string;
  /** Absolute path of the SQLite file. */
  databasePath: string;
  /** The PostgreSQL database Flo runs on (DATABASE_URL, ADR 046); null: the SQLite file. */
  databaseUrl: string | null;
  /** Connections each node keeps open to PostgreSQL at most (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  /** Absolute path of the folder of logo and photo files; `media` beside the SQLite file by default. */
  mediaDir: string;
  seed: 'demo' | 'none';
  /** The admin to create or update at start, when both variables are set. */
  admin: { email: string; password: string } | null;
  demoBusinessPassword: string | null;
  publicUrl: string;
  /** Unset: mail stays in the outbox, visible to admins. */
  smtpUrl: string | null;
  /** Analytics script the site loads after cookie consent; unset, no analytics at all. */
  analyticsSrc: string | null;
  logLevel: LogLevel;
  /** Where claims, contact messages and unmatched enquiries are mailed (admins may override). */
  operatorEmail: string;
  /** Sender of every mail (admins may override); `Flo <operatorEmail>` by default. */
  mailFrom: string;
  /** The `Contact` of /.well-known/security.txt; `mailto:` the operator inbox when unset. */
  securityContact: string | null;
  /** Proxies in front of Flo whose `X-Forwarded-For` entries are believed; 0 ignores the header. */
  trustProxy: number;
  /** Every per-IP rate-limit budget is multiplied by this; 1 keeps them as they are. */
  rateLimitMultiplier: number;
  /** Limits that stop slow or piled-up connections from holding the server. */
  http: HttpLimits;
  /** How long requests under way may take once SIGTERM or SIGINT arrives (ADR 035). */
  shutdownGraceMs: number;
  /** The longest a read waits for the enquiries ahead of it (ADR 053); 0: reads never wait. */
  enquiryPriorityMs: number;
  /** /readyz fails with less free space than this beside the database; 0: never for space. */
  readyMinFreeBytes: number;
  /** How long a write waits for another connection's lock before it answers 503. */
  databaseBusyTimeoutMs: number;
  /** Card payments through Stripe (ADR 030); null: paid plans are invoiced by e-mail (ADR 003). */
  stripe: StripeSettings | null;
  /** Where Prometheus scrapes `/metrics` (ADR 036); null: no metrics are kept or served. */
  metrics: MetricsSettings | null;
  /** Scheduled snapshots of the database (ADR 034); null: none are taken. */
  backup: BackupSettings | null;
  /** Server-rendered public pages kept until their data changes (ADR 037); null: none kept. */
  pageCache: PageCacheSettings | null;
  /** Threads that render pages and answer searches off the event loop (ADR 045); 0: none. */
  readThreads: number;
}

/** Bounds of the page cache (PAGE_CACHE_MB, PAGE_CACHE_ENTRIES, PAGE_CACHE_SECONDS). */
export interface PageCacheSettings {
  maxBytes: number;
  maxEntries: number;
  /** A kept page is rendered afresh after this long even when no data changed. */
  maxAgeMs: number;
}

/** Verified snapshots of the database, taken by the running server (ADR 034). */
export interface BackupSettings {
  /** Absolute path of the folder they are written to. */
  dir: string;
  /** Time between two snapshots. */
  intervalMs: number;
  /** How many snapshots are kept; older ones are deleted once a new one is verified. */
  keep: number;
}

/**
 * `/metrics` on a port of its own (METRICS_PORT, on METRICS_HOST), or else on the public port
 * behind METRICS_TOKEN; wherever it is served, a token that is set is required.
 */
export interface MetricsSettings {
  /** The metrics listener's port (0: any free one); null: `/metrics` on the public port. */
  port: number | null;
  /** The metrics listener's address; 127.0.0.1 unless METRICS_HOST says otherwise. */
  host: string;
  /** `Authorization: Bearer <token>` a scrape must carry; null: none asked (own port only). */
  token: string | null;
}

/** What Flo needs to take card payments through Stripe. */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Stripe's API or a Stripe-compatible server (tests). */
  apiUrl: string;
}

/** How long a client may take to send its request, and how many connections are served. */
export interface HttpLimits {
  /** Time to receive the request headers; Node's `server.headersTimeout`. */
  headersTimeoutMs: number;
  /** Time to receive the whole request, body included; `server.requestTimeout`. */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection stays open; `server.keepAliveTimeout`. */
  keepAliveTimeoutMs: number;
  /** Connections beyond this are dropped; `server.maxConnections`. */
  maxConnections: number;
  /**
   * Connections one address (IPv6 by /64) may hold open at once; more are dropped as they
   * arrive. Applied only when TRUST_PROXY is 0: behind a proxy the proxy shares connections out.
   */
  maxConnectionsPerAddress: number;
}

/**
 * Validates the server's environment variables and returns the typed configuration, or throws
 * one Error that names every bad variable, so a misconfigured server stops before it opens
 * anything. Defaults: PORT 3000, HOST 127.0.0.1, DATABASE_PATH ./data/flo.db (relative to the
 * repository root), MEDIA_DIR a `media` folder beside that file, SEED demo, PUBLIC_URL http://localhost:PORT, LOG_LEVEL info, TRUST_PROXY 0,
 * RATE_LIMIT_MULTIPLIER 1, headers within 15 s, the whole request within 30 s, idle keep-alive 5 s, 1000 connections,
 * 50 per address, 10 s for requests under way at shutdown, /readyz wanting 100 MiB free, 5 s
 * waited for a database lock, no metrics unless METRICS_PORT or METRICS_TOKEN is set (METRICS_HOST 127.0.0.1).
 * No scheduled snapshots unless BACKUP_DIR is set (then every 6h, 28 kept). Public pages kept
 * up to 64 MB and 2000 pages, each for at most 60 s (PAGE_CACHE_MB=0 keeps none).
 *
 * @example
 * const env = loadEnv({ PORT: '8080', SEED: 'none' });
 * env.publicUrl // 'http://localhost:8080'
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const field = issue.path.join('.') || '(environment)';
      return `  ${field}: ${issue.message}`;
    });
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const databasePath = fromRepoRoot(env.DATABASE_PATH);
  return {
    port: env.PORT,
    host: env.HOST,
    databasePath,
    databaseUrl: env.DATABASE_URL ?? null,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    mediaDir: env.MEDIA_DIR ? fromRepoRoot(env.MEDIA_DIR) : join(dirname(databasePath), 'media'),
    seed: env.SEED,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD }
        : null,
    demoBusinessPassword: env.DEMO_BUSINESS_PASSWORD ?? null,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL ?? null,
    analyticsSrc: env.ANALYTICS_SRC ?? null,
    logLevel: env.LOG_LEVEL,
    operatorEmail: env.OPERATOR_EMAIL,
    mailFrom: env.MAIL_FROM ?? `Flo <${env.OPERATOR_EMAIL}>`,
    securityContact: env.SECURITY_CONTACT ?? null,
    trustProxy: env.TRUST_PROXY,
    rateLimitMultiplier: env.RATE_LIMIT_MULTIPLIER,
    http: {
      headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: env.HTTP_MAX_CONNECTIONS,
      maxConnectionsPerAddress: env.HTTP_MAX_CONNECTIONS_PER_ADDRESS,
    },
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    enquiryPriorityMs: env.ENQUIRY_PRIORITY_MS,
    readyMinFreeBytes: env.READY_MIN_FREE_BYTES,
    databaseBusyTimeoutMs: env.DATABASE_BUSY_TIMEOUT_MS,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiUrl: env.STRIPE_API_URL.replace(/\/+$/, ''),
          }
        : null,
    metrics:
      env.METRICS_PORT !== undefined || env.METRICS_TOKEN
        ? {
            port: env.METRICS_PORT ?? null,
            host: env.METRICS_HOST ?? '127.0.0.1',
            token: env.METRICS_TOKEN ?? null,
          }
        : null,
    backup: env.BACKUP_DIR
      ? {
          dir: fromRepoRoot(env.BACKUP_DIR),
          intervalMs: env.BACKUP_INTERVAL ?? BACKUP_INTERVAL_MS,
          keep: env.BACKUP_KEEP ?? BACKUP_KEEP,
        }
      : null,
    pageCache:
      env.PAGE_CACHE_MB === 0
        ? null
        : {
            maxBytes: env.PAGE_CACHE_MB * 1024 * 1024,
            maxEntries: env.PAGE_CACHE_ENTRIES,
            maxAgeMs: env.PAGE_CACHE_SECONDS * 1000,
          },
    readThreads: env.READ_THREADS,
  };
}
