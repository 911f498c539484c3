import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { buildOpenApiDocument } from './document.ts';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const redoclyCli = join(
  dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
  'bin/cli.js',
);

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
}

/** Runs the repository's redocly.yaml (the recommended rules) on a document written to disk. */
async function redoclyLint(document: unknown): Promise<LintReport> {
  const dir = mkdtempSync(join(tmpdir(), 'flo-openapi-'));
  try {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const args = [redoclyCli, 'lint', '--config', join(REPO_ROOT, 'redocly.yaml')];
    // It exits 1 when it finds errors; the JSON report on stdout says which either way.
    const run = promisify(execFile)(process.execPath, [...args, '--format=json', file], {
      // No telemetry and no look-up of a newer version on the npm registry.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    const { stdout } = await run.catch((error: { stdout?: string }) => ({
      stdout: error.stdout ?? '',
    }));
    return JSON.parse(stdout) as LintReport;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Warnings count too: operationId, license and tag descriptions are warn-level rules.
it('serves a document that passes redocly lint with the recommended rules, warnings included', async () => {
  const t = createTestApp();
  const document = await buildOpenApiDocument(t.app);
  t.close();
  const report = await redoclyLint(document);
  const problems = report.problems.map(
    (p) => `${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`,
  );
  expect(problems).toEqual([]);
  expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
}, 30_000);
