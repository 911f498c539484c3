/**
 * Serves examples/plain-html on its own origin under the strict host CSP, pointed at a running
 * Flo server, so the example can be tried by hand next to `npm start`:
 *
 * @example
 * // FLO_ORIGIN=http://127.0.0.1:3000 PORT=5174 npx tsx e2e/support/serve-plain-html.ts
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer, strictHostPolicy } from './static-server.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const floOrigin = (process.env.FLO_ORIGIN ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const port = Number(process.env.PORT ?? 5174);

const host = await startStaticServer({
  root: join(repoRoot, 'examples/plain-html'),
  floOrigin,
  contentSecurityPolicy: strictHostPolicy(floOrigin),
  port,
});
process.stdout.write(`Plain-HTML example on ${host.url}, using Flo from ${floOrigin}\n`);
