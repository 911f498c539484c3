import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv, REPO_ROOT } from './env.ts';

describe('loadEnv', () => {
  it('applies the documented defaults to an empty environment', () => {
    expect(loadEnv({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      databasePath: resolve(REPO_ROOT, 'data/flo.db'),
      databaseUrl: null,
      mediaDir: resolve(REPO_ROOT, 'data/media'),
      seed: 'demo',
      admin: null,
      demoBusinessPassword: null,
      publicUrl: 'http://localhost:3000',
      smtpUrl: null,
      analyticsSrc: null,
      logLevel: 'info',
      operatorEmail: 'hello@flo.local',
      mailFrom: 'Flo <hello@flo.local>',
      securityContact: null,
      trustProxy: 0,
      rateLimitMultiplier: 1,
      http: {
        headersTimeoutMs: 15_000,
        requestTimeoutMs: 30_000,
        keepAliveTimeoutMs: 5_000,
        maxConnections: 1_000,
        maxConnectionsPerAddress: 50,
      },
      shutdownGraceMs: 10_000,
      enquiryPriorityMs: 50,
      databasePoolSize: 10,
      readyMinFreeBytes: 100 * 1024 * 1024,
      databaseBusyTimeoutMs: 5_000,
      stripe: null,
      metrics: null,
      backup: null,
      pageCache: { maxBytes: 64 * 1024 * 1024, maxEntries: 2000, maxAgeMs: 60_000 },
      readThreads: Math.min(4, availableParallelism() - 1),
    });
  });

  it('keeps metrics off unless METRICS_PORT or METRICS_TOKEN is set, and refuses weak settings', () => {
    const token = 'a'.repeat(32);
    expect(loadEnv({ METRICS_PORT: '9464' }).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
      token: null,
    });
    expect(loadEnv({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics).toEqual({
      port: 9464,
      host: '10.0.0.5',
      token: null,
    });
    expect(() => loadEnv({ METRICS_TOKEN: token, METRICS_HOST: '10.0.0.5' })).toThrow(
      /METRICS_HOST: needs METRICS_PORT/,
    );
    expect(() => loadEnv({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 32 characters/,
    );
    expect(() => loadEnv({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(() => loadEnv({ METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT: must be a port number/);
  });

  it('takes scheduled snapshots only with BACKUP_DIR, every 6h keeping 28 unless told', () => {
    expect(loadEnv({ BACKUP_DIR: 'backups' }).backup).toEqual({
      dir: resolve(REPO_ROOT, 'backups'),
      intervalMs: 6 * 60 * 60 * 1000,
      keep: 28,
    });
    const every = (interval: string) =>
      loadEnv({ BACKUP_DIR: '/b', BACKUP_INTERVAL: interval }).backup?.intervalMs;
    expect([every('30s'), every('15m'), every('6h'), every('7d')]).toEqual([
      30_000, 900_000, 21_600_000, 604_800_000,
    ]);
    expect(loadEnv({ BACKUP_DIR: '/b', BACKUP_KEEP: '3' }).backup?.keep).toBe(3);
    for (const bad of ['0s', '6', '6 hours', '1.5h', '8d', 'h']) {
      expect(() => loadEnv({ BACKUP_DIR: '/b', BACKUP_INTERVAL: bad })).toThrow(
        /BACKUP_INTERVAL: must be a whole number and s, m, h or d, from 1s to 7d/,
      );
    }
    for (const bad of ['0', '2.5', 'all']) {
      expect(() => loadEnv({ BACKUP_DIR: '/b', BACKUP_KEEP: bad })).toThrow(/BACKUP_KEEP: /);
    }
    expect(() => loadEnv({ BACKUP_INTERVAL: '1h', BACKUP_KEEP: '4' })).toThrow(
      /BACKUP_INTERVAL: needs BACKUP_DIR[\s\S]*BACKUP_KEEP: needs BACKUP_DIR/,
    );
  });

  it('keeps public pages within 64 MB and 2000 pages for 60 s unless told, none with PAGE_CACHE_MB=0', () => {
    const set = { PAGE_CACHE_MB: '8', PAGE_CACHE_ENTRIES: '50', PAGE_CACHE_SECONDS: '5' };
    expect(loadEnv(set).pageCache).toEqual({
      maxBytes: 8 * 1024 * 1024,
      maxEntries: 50,
      maxAgeMs: 5000,
    });
    expect(loadEnv({ PAGE_CACHE_MB: '0' }).pageCache).toBeNull();
    expect(() =>
      loadEnv({ PAGE_CACHE_MB: '-1', PAGE_CACHE_ENTRIES: '0', PAGE_CACHE_SECONDS: '1.5' }),
    ).toThrow(
      /PAGE_CACHE_MB: must be megabytes[\s\S]*PAGE_CACHE_ENTRIES: must be a number[\s\S]*PAGE_CACHE_SECONDS: must be seconds/,
    );
  });

  it('reads READ_THREADS as a number of threads from 0 to 16', () => {
    expect(loadEnv({ READ_THREADS: '0' }).readThreads).toBe(0);
    expect(loadEnv({ READ_THREADS: '3' }).readThreads).toBe(3);
    expect(() => loadEnv({ READ_THREADS: '17' })).toThrow(
      /READ_THREADS: must be a number of threads from 0 to 16/,
    );
  });

  it('reads the Stripe keys together, with Stripe’s own API unless STRIPE_API_URL says otherwise', () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_def456' };
    expect(loadEnv(keys).stripe).toEqual({
      secretKey: 'sk_test_abc123',
      webhookSecret: 'whsec_def456',
      apiUrl: 'https://api.stripe.com',
    });
    expect(loadEnv({ ...keys, STRIPE_API_URL: 'http://127.0.0.1:4242/' }).stripe?.apiUrl).toBe(
      'http://127.0.0.1:4242',
    );
    expect(() => loadEnv({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together/,
    );
    expect(() => loadEnv({ STRIPE_WEBHOOK_SECRET: 'whsec_def456' })).toThrow(/STRIPE_SECRET_KEY: /);
    expect(() => loadEnv({ ...keys, STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(
      /STRIPE_SECRET_KEY: must be a Stripe secret key/,
    );
  });

  it('reads RATE_LIMIT_MULTIPLIER as a whole number from 1, 1 when unset', () => {
    expect(loadEnv({}).rateLimitMultiplier).toBe(1);
    expect(loadEnv({ RATE_LIMIT_MULTIPLIER: '10' }).rateLimitMultiplier).toBe(10);
    for (const bad of ['0', '1.5', 'many']) {
      expect(() => loadEnv({ RATE_LIMIT_MULTIPLIER: bad })).toThrow(/RATE_LIMIT_MULTIPLIER: /);
    }
  });

  it('reads TRUST_PROXY as a number of proxies and refuses anything else', () => {
    expect(loadEnv({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '' }).trustProxy).toBe(0);
    for (const bad of ['true', '-1', '1.5', '11']) {
      expect(() => loadEnv({ TRUST_PROXY: bad })).toThrow(
        /TRUST_PROXY: must be the number of proxies in front of Flo/,
      );
    }
  });

  it('reads the shutdown grace, the free space /readyz wants and the busy timeout, refusing nonsense', () => {
    const env = loadEnv({
      SHUTDOWN_GRACE_MS: '2500',
      READY_MIN_FREE_BYTES: '0',
      DATABASE_BUSY_TIMEOUT_MS: '250',
    });
    expect([env.shutdownGraceMs, env.readyMinFreeBytes, env.databaseBusyTimeoutMs]).toEqual([
      2500, 0, 250,
    ]);
    expect(() =>
      loadEnv({
        SHUTDOWN_GRACE_MS: '0',
        READY_MIN_FREE_BYTES: '1GB',
        DATABASE_BUSY_TIMEOUT_MS: '-1',
      }),
    ).toThrow(
      /SHUTDOWN_GRACE_MS: must be milliseconds[\s\S]*READY_MIN_FREE_BYTES: must be a number of bytes[\s\S]*DATABASE_BUSY_TIMEOUT_MS: must be milliseconds/,
    );
  });

  it('reads how long reads wait for enquiries: 50 ms unless set, 0 to never, refusing nonsense', () => {
    expect(loadEnv({}).enquiryPriorityMs).toBe(50);
    expect(loadEnv({ ENQUIRY_PRIORITY_MS: '0' }).enquiryPriorityMs).toBe(0);
    expect(() => loadEnv({ ENQUIRY_PRIORITY_MS: '60000' })).toThrow(
      /ENQUIRY_PRIORITY_MS: must be milliseconds from 0 to 10000/,
    );
  });

  it('reads the HTTP timeouts and connection cap, refusing zero and headers slower than requests', () => {
    expect(
      loadEnv({
        HTTP_HEADERS_TIMEOUT_MS: '200',
        HTTP_REQUEST_TIMEOUT_MS: '400',
        HTTP_KEEP_ALIVE_TIMEOUT_MS: '100',
        HTTP_MAX_CONNECTIONS: '2',
        HTTP_MAX_CONNECTIONS_PER_ADDRESS: '1',
      }).http,
    ).toEqual({
      headersTimeoutMs: 200,
      requestTimeoutMs: 400,
      keepAliveTimeoutMs: 100,
      maxConnections: 2,
      maxConnectionsPerAddress: 1,
    });
    expect(() => loadEnv({ HTTP_REQUEST_TIMEOUT_MS: '0', HTTP_MAX_CONNECTIONS: 'many' })).toThrow(
      /HTTP_REQUEST_TIMEOUT_MS: must be milliseconds[\s\S]*HTTP_MAX_CONNECTIONS: must be/,
    );
    expect(() => loadEnv({ HTTP_MAX_CONNECTIONS_PER_ADDRESS: '0' })).toThrow(
      /HTTP_MAX_CONNECTIONS_PER_ADDRESS: must be from 1 to 100000/,
    );
    expect(() =>
      loadEnv({ HTTP_HEADERS_TIMEOUT_MS: '60000', HTTP_REQUEST_TIMEOUT_MS: '30000' }),
    ).toThrow(/HTTP_HEADERS_TIMEOUT_MS: must not be longer than HTTP_REQUEST_TIMEOUT_MS/);
  });

  it('reads the operators’ address and the sender, deriving the sender from the address', () => {
    expect(loadEnv({ OPERATOR_EMAIL: 'ops@flo.example' })).toMatchObject({
      operatorEmail: 'ops@flo.example',
      mailFrom: 'Flo <ops@flo.example>',
    });
    expect(loadEnv({ MAIL_FROM: 'Flo Team <team@flo.example>' }).mailFrom).toBe(
      'Flo Team <team@flo.example>',
    );
    expect(() => loadEnv({ OPERATOR_EMAIL: 'ops', MAIL_FROM: 'Flo <nobody>' })).toThrow(
      /OPERATOR_EMAIL: must be an e-mail address[\s\S]*MAIL_FROM: must be an address/,
    );
  });

  it('reads SECURITY_CONTACT as a mailto: or https: URI and refuses anything else', () => {
    expect(loadEnv({ SECURITY_CONTACT: 'mailto:security@flo.example' }).securityContact).toBe(
      'mailto:security@flo.example',
    );
    expect(loadEnv({ SECURITY_CONTACT: 'https://flo.example/security' }).securityContact).toBe(
      'https://flo.example/security',
    );
    for (const bad of ['security@flo.example', 'http://flo.example/security']) {
      expect(() => loadEnv({ SECURITY_CONTACT: bad })).toThrow(
        /SECURITY_CONTACT: must be a mailto:/,
      );
    }
  });

  it('resolves a relative DATABASE_PATH against the repository root and keeps absolute ones', () => {
    expect(loadEnv({ DATABASE_PATH: 'tmp/x.db' }).databasePath).toBe(
      resolve(REPO_ROOT, 'tmp/x.db'),
    );
    expect(loadEnv({ DATABASE_PATH: '/var/lib/flo/flo.db' }).databasePath).toBe(
      '/var/lib/flo/flo.db',
    );
  });

  it('keeps image files beside the database unless MEDIA_DIR says where', () => {
    expect(loadEnv({}).mediaDir).toBe(resolve(REPO_ROOT, 'data/media'));
    expect(loadEnv({ DATABASE_PATH: '/var/lib/flo/flo.db' }).mediaDir).toBe('/var/lib/flo/media');
    expect(loadEnv({ MEDIA_DIR: 'uploads' }).mediaDir).toBe(resolve(REPO_ROOT, 'uploads'));
    expect(loadEnv({ MEDIA_DIR: '/srv/flo-media' }).mediaDir).toBe('/srv/flo-media');
  });

  it('reads every variable when all are valid', () => {
    const env = loadEnv({
      PORT: '8080',
      HOST: '0.0.0.0',
      SEED: 'none',
      ADMIN_EMAIL: 'Ops@Example.co.uk',
      ADMIN_PASSWORD: 'a-long-admin-secret',
      DEMO_BUSINESS_PASSWORD: 'demo-business-pw',
      PUBLIC_URL: 'https://flo.example.co.uk/',
      SMTP_URL: 'smtp://mail.example.co.uk:2525',
      ANALYTICS_SRC: 'https://stats.example.co.uk/script.js',
      LOG_LEVEL: 'debug',
    });
    expect(env).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      seed: 'none',
      admin: { email: 'ops@example.co.uk', password: 'a-long-admin-secret' },
      demoBusinessPassword: 'demo-business-pw',
      publicUrl: 'https://flo.example.co.uk',
      smtpUrl: 'smtp://mail.example.co.uk:2525',
      analyticsSrc: 'https://stats.example.co.uk/script.js',
      logLevel: 'debug',
    });
  });

  it('derives PUBLIC_URL from PORT and treats empty values as unset', () => {
    const env = loadEnv({ PORT: '4321', PUBLIC_URL: '', SMTP_URL: '' });
    expect(env.publicUrl).toBe('http://localhost:4321');
    expect(env.smtpUrl).toBeNull();
  });

  it('names every bad variable in one readable message', () => {
    let message = '';
    try {
      loadEnv({ PORT: 'eighty', SEED: 'everything', LOG_LEVEL: 'loud', SMTP_URL: 'ftp://x' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid environment:/);
    expect(message).toMatch(/\n {2}PORT: /);
    expect(message).toMatch(/\n {2}SEED: /);
    expect(message).toMatch(/\n {2}LOG_LEVEL: /);
    expect(message).toMatch(/\n {2}SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
  });

  it('takes a postgres:// or postgresql:// DATABASE_URL and refuses any other', () => {
    const url = 'postgres://flo:secret@db.internal:5432/flo';
    expect(loadEnv({ DATABASE_URL: url }).databaseUrl).toBe(url);
    expect(
      loadEnv({ DATABASE_URL: ` ${url.replace('postgres:', 'postgresql:')} ` }).databaseUrl,
    ).toBe('postgresql://flo:secret@db.internal:5432/flo');
    expect(loadEnv({ DATABASE_URL: '' }).databaseUrl).toBeNull();
    for (const wrong of ['mysql://flo@db/flo', './data/flo.db', 'postgres:flo']) {
      expect(() => loadEnv({ DATABASE_URL: wrong })).toThrow(
        /DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/,
      );
    }
  });

  it('rejects a port out of range', () => {
    expect(() => loadEnv({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('requires ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadEnv({ ADMIN_EMAIL: 'ops@example.co.uk' })).toThrow(
      /ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together/,
    );
    expect(() => loadEnv({ ADMIN_PASSWORD: 'a-long-admin-secret' })).toThrow(/ADMIN_EMAIL: /);
  });

  it('refuses short passwords and a malformed admin e-mail', () => {
    expect(() => loadEnv({ ADMIN_EMAIL: 'ops@example.co.uk', ADMIN_PASSWORD: 'short' })).toThrow(
      /ADMIN_PASSWORD: must be at least 12 characters/,
    );
    expect(() => loadEnv({ DEMO_BUSINESS_PASSWORD: 'short' })).toThrow(
      /DEMO_BUSINESS_PASSWORD: must be at least 10 characters/,
    );
    expect(() =>
      loadEnv({ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'a-long-admin-secret' }),
    ).toThrow(/ADMIN_EMAIL: must be an e-mail address/);
  });
});
