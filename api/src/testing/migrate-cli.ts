import { execFile } from 'node:child_process';
import { API_ROOT } from '../api-root.ts';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs `npm run migrate`'s command as npm runs it (tsx, sources of the workspaces) with
 * `env` added to this process's environment minus any DATABASE_URL or DATABASE_PATH of its own.
 *
 * @example
 * const run = await runMigrateCli({ DATABASE_PATH: '/tmp/x/flo.db' });
 * expect(run.code).toBe(0);
 */
export function runMigrateCli(env: Record<string, string>): Promise<CliRun> {
  const { DATABASE_URL: _url, DATABASE_PATH: _path, ...inherited } = process.env;
  const args = ['--import', 'tsx', '--conditions=@flo/source', 'src/migrate/cli.ts'];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      args,
      { cwd: API_ROOT, env: { ...inherited, ...env } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
