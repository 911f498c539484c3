import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { REPO_ROOT } from '../env.ts';

/** The nginx example of docs/operations.md#behind-a-reverse-proxy, which these tests run. */
export const NGINX_EXAMPLE = join(REPO_ROOT, 'docs/nginx/flo.conf');

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function nginxBinary(): string {
  for (const candidate of ['/usr/sbin/nginx', 'nginx']) {
    try {
      execFileSync(candidate, ['-v'], { stdio: 'ignore' });
      return candidate;
    } catch {
      // try the next
    }
  }
  throw new Error('nginx is not installed: apt-get install -y nginx (.ci/run installs it)');
}

/**
 * The example's upstream for one Flo, or for several: each node is taken out for a while after
 * one failed attempt (nginx's passive health), and a request that fails on a node's connection
 * goes to the next (`proxy_next_upstream error timeout`, nginx's default). nginx passes a POST
 * on only with `non_idempotent`, given here to `POST /api/enquiries` alone: an enquiry carries
 * an Idempotency-Key, so one the failed node stored is answered again by the next rather than
 * stored twice. Other POSTs carry no key and are not passed on.
 */
function withUpstreams(site: string, floUrls: string[]): string {
  if (floUrls.length === 1) {
    return site.replace('server 127.0.0.1:3000;', `server ${new URL(floUrls[0] as string).host};`);
  }
  const servers = floUrls.map((url) => `server ${new URL(url).host} max_fails=1 fail_timeout=30s;`);
  const location = /\n {4}location \/ \{\n[\s\S]*?\n {4}\}\n/.exec(site)?.[0];
  if (!location) throw new Error(`no "location /" block in ${NGINX_EXAMPLE}`);
  const enquiries = location
    .replace('location / {', 'location = /api/enquiries {')
    .replace(
      'proxy_pass http://flo;',
      'proxy_pass http://flo;\n        proxy_next_upstream error timeout non_idempotent;',
    );
  return site
    .replace('server 127.0.0.1:3000;', servers.join('\n    '))
    .replace(location, () => `${location}${enquiries}`);
}

/**
 * Starts Debian's nginx on a free loopback port with the repository's example configuration,
 * pointed at Flo on `floUrl` (or balancing over several nodes), in a folder of its own under
 * `dir`; `stop` ends that process.
 *
 * @example
 * const nginx = await startNginx(server.dir(), flo.url);
 * await fetch(`${nginx.url}/healthz`);
 */
export async function startNginx(dir: string, floUrl: string | string[]): Promise<RunningNginx> {
  const prefix = join(dir, 'nginx');
  mkdirSync(prefix, { recursive: true });
  const port = await freePort();
  const site = withUpstreams(readFileSync(NGINX_EXAMPLE, 'utf8'), [floUrl].flat()).replace(
    'listen 8080;',
    `listen 127.0.0.1:${port};`,
  );
  writeFileSync(join(prefix, 'flo.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `${kind}_temp_path ${join(prefix, kind)};`)
    .join(' ');
  writeFileSync(
    join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(prefix, 'nginx.pid')};`,
      `error_log ${join(prefix, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      `http { access_log off; ${temp} include ${join(prefix, 'flo.conf')}; }`,
    ].join('\n'),
  );
  const child: ChildProcess = spawn(
    nginxBinary(),
    ['-p', prefix, '-c', join(prefix, 'nginx.conf')],
    {
      stdio: 'ignore',
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${url}/healthz`)).status === 200) break;
    } catch {
      if (tries > 100 || child.exitCode !== null) {
        child.kill();
        throw new Error(`nginx did not start: ${readFileSync(join(prefix, 'error.log'), 'utf8')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
