import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { GazetteerData } from '../src/geo/gazetteer-build.ts';
import { chatPayload } from '../src/testing/enquiries.ts';
import { metricValue } from '../src/testing/metrics.ts';
import { buildServer } from './server-build.ts';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
/** Every file and folder under api/src: the server writes nothing there (ADR 021). */
const srcEntries = () =>
  readdirSync(join(apiRoot, 'src'), { recursive: true, encoding: 'utf8' }).sort();
const cleanups: (() => void)[] = [];

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/**
 * Resolves with the URLs the server prints once it listens, its own and its metrics port's;
 * rejects if it exits first.
 */
function listeningUrls(server: ChildProcess): Promise<{ url: string; metricsUrl: string }> {
  return new Promise((resolve, reject) => {
    let output = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Flo is listening on (\S+)/.exec(output)?.[1];
      const metricsUrl = /Metrics for Prometheus on (\S+)/.exec(output)?.[1];
      if (url && metricsUrl) resolve({ url, metricsUrl });
    });
    server.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    server.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

describe('the compiled server', () => {
  it('starts as one plain node process, migrates, serves its API, reads the gazetteer its build wrote, stores enquiries through its writer thread, counts them on its metrics port, writes nothing under src and stops on SIGTERM', async () => {
    // A sibling of api/dist, as the build's run-time paths require (src/api-root.ts).
    const outDir = mkdtempSync(join(apiRoot, '.server-build-test-'));
    const dataDir = mkdtempSync(join(tmpdir(), 'flo-compiled-'));
    cleanups.push(() => rmSync(outDir, { recursive: true, force: true }));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const file = join(outDir, 'server.js');
    await buildServer(file);
    // The build wrote the GB extract beside the bundle. A place added to it proves the server
    // reads that file rather than building its own.
    const extract = join(outDir, 'gb-gazetteer.json');
    const gazetteer = JSON.parse(readFileSync(extract, 'utf8')) as GazetteerData;
    gazetteer.places.push(['Flo Test Town', 53.5, -2.2, 1000, []]);
    writeFileSync(extract, JSON.stringify(gazetteer));
    const srcBefore = srcEntries();

    const databasePath = join(dataDir, 'flo.db');
    const server = spawn(process.execPath, [file], {
      env: {
        PATH: process.env.PATH,
        PORT: '0',
        DATABASE_PATH: databasePath,
        SEED: 'none',
        LOG_LEVEL: 'warn',
        METRICS_PORT: '0',
      },
    });
    cleanups.push(() => server.kill('SIGKILL'));
    const { url, metricsUrl } = await listeningUrls(server);

    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    // Reference data, so the migrations ran from api/drizzle.
    const settings = await fetch(`${url}/api/chat-settings`);
    expect(((await settings.json()) as { contactEmail: string }).contactEmail).toBe(
      'hello@flo.local',
    );
    // The gazetteer beside the bundle and swagger-ui's files are found from it.
    const resolved = async (q: string) => {
      const response = await fetch(`${url}/api/locations/resolve?q=${encodeURIComponent(q)}`);
      return ((await response.json()) as { match: { label: string } }).match.label;
    };
    expect(await resolved('Stockport')).toBe('Stockport');
    expect(await resolved('Flo Test Town')).toBe('Flo Test Town');
    expect((await fetch(`${url}/api/docs/swagger-ui.css`)).status).toBe(200);

    // The writer thread's bundle, enquiry-writer.js, is found beside server.js.
    const enquiry = await fetch(`${url}/api/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(chatPayload()),
    });
    expect(enquiry.status).toBe(201);
    const { id } = (await enquiry.json()) as { id: string };
    // prom-client is found from the bundle, and the thread's batch sizes reach the metrics.
    const scrape = await (await fetch(metricsUrl)).text();
    expect(metricValue(scrape, 'flo_enquiry_writer_batch_size_count')).toBe(1);
    expect(
      metricValue(scrape, 'flo_http_requests_total', { route: '/api/locations/resolve' }),
    ).toBe(2);

    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(srcEntries()).toEqual(srcBefore);
    const stored = new Database(databasePath, { readonly: true });
    cleanups.push(() => stored.close());
    expect(
      stored.prepare('select count(*) from enquiries where public_id = ?').pluck().get(id),
    ).toBe(1);
  });
});
