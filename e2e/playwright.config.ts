import { defineConfig, devices } from '@playwright/test';

/**
 * Specs that switch Flo off for a page type in the one shared database. They run after every
 * other spec, one at a time, so no other spec ever meets Flo switched off.
 */
const CHAT_SETTINGS_SPECS = [
  '**/admin-chat-settings.spec.ts',
  '**/disabled-page-type.spec.ts',
  // Counts what its own chats add to the shared funnel: no other spec may chat meanwhile.
  '**/flo-funnel.spec.ts',
];

/**
 * The journey on PostgreSQL: its own cluster and server, started by its worker fixture
 * (support/postgres-server.ts), so it shares no data with the other projects.
 */
const POSTGRES_SPECS = ['**/postgres/**/*.spec.ts'];

/**
 * Browser tests against the real server, in the system's Chromium (CHROMIUM_PATH, else
 * /usr/bin/chromium): Playwright's own browser download is not available on our machines.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './support/global-setup.ts',
  // Room for a busy machine: a billing journey took 43 s with three workers (ADR 044).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: [['list'], ['./support/summary-reporter.ts']],
  projects: [
    { name: 'browser', testIgnore: [...CHAT_SETTINGS_SPECS, ...POSTGRES_SPECS] },
    {
      name: 'chat-settings',
      testMatch: CHAT_SETTINGS_SPECS,
      dependencies: ['browser'],
      workers: 1,
    },
    // A whole journey through a second server: longer than one page's test.
    { name: 'postgres', testMatch: POSTGRES_SPECS, timeout: 90_000 },
  ],
  use: {
    ...devices['Desktop Chrome'],
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
