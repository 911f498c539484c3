import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApiProcess } from './api-process.ts';
import { buildReactHost, buildSiteIfStale, buildWidgetIfStale } from './builds.ts';
import { E2E_ENV } from './e2e-env.ts';
import { startStaticServer, strictHostPolicy } from './static-server.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Starts everything the browser tests drive, each on its own 127.0.0.1 origin: the real API
 * server (which also renders the built site) on a fresh SQLite file with the demo seed, the plain-HTML example under a strict CSP,
 * and the built React example. Playwright calls the returned function as the global teardown.
 *
 * @example
 * // playwright.config.ts
 * export default defineConfig({ globalSetup: './support/global-setup.ts' });
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const workDir = mkdtempSync(join(tmpdir(), 'flo-e2e-'));
  const databasePath = join(workDir, 'flo.db');
  const stops: Array<() => Promise<void>> = [];
  const teardown = async () => {
    for (const stop of stops.reverse()) await stop();
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    await buildWidgetIfStale(repoRoot);
    await buildSiteIfStale(repoRoot);
    const api = await startApiProcess({
      repoRoot,
      databasePath,
      logPath: join(workDir, 'api.log'),
      // Fixed logins, so the server generates and prints no random passwords on start.
      extraEnv: {
        ADMIN_EMAIL: 'e2e-admin@flo.local',
        ADMIN_PASSWORD: 'e2e-admin-password',
        DEMO_BUSINESS_PASSWORD: 'e2e-business-password',
        // Every browser test posts from 127.0.0.1: more enquiries in one run than a single
        // visitor's budget allows (the limits themselves are tested in the API's own tests).
        RATE_LIMIT_MULTIPLIER: '10',
      },
    });
    stops.push(api.close);
    const plainHtml = await startStaticServer({
      root: join(repoRoot, 'examples/plain-html'),
      floOrigin: api.url,
      contentSecurityPolicy: strictHostPolicy(api.url),
    });
    stops.push(plainHtml.close);
    const reactOut = join(workDir, 'react-host');
    buildReactHost(repoRoot, reactOut, api.url);
    const reactHost = await startStaticServer({
      root: reactOut,
      floOrigin: api.url,
      fallbackFile: 'index.html',
    });
    stops.push(reactHost.close);

    process.env[E2E_ENV.apiUrl] = api.url;
    process.env[E2E_ENV.siteUrl] = api.url;
    process.env[E2E_ENV.plainHtmlUrl] = plainHtml.url;
    process.env[E2E_ENV.reactHostUrl] = reactHost.url;
    process.env[E2E_ENV.databasePath] = databasePath;
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
