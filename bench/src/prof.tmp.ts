import { readFileSync, copyFileSync, rmSync } from 'node:fs';
import { startLoadProcess } from './load/load-process.ts';
import { spawnServer } from './servers/spawned.ts';
import { enquiryBody } from './scenarios.ts';

const extra = (process.env.NODE_EXTRA ?? '').split(' ').filter(Boolean);
const db = '/tmp/prof/flo.db';
for (const s of ['', '-wal', '-shm']) rmSync(db + s, { force: true });
copyFileSync('bench/.cache/flo-50000-5d962a1d4073.db', db);
if (process.env.SYNC) { const { openSync, fsyncSync, closeSync } = await import('node:fs'); const t = performance.now(); const fd = openSync(db, 'r+'); fsyncSync(fd); closeSync(fd); console.log('fsync of copy', (performance.now() - t).toFixed(0), 'ms'); }
const server = await spawnServer({
  command: [process.execPath, ...extra, process.env.ENTRY ?? 'dist/server.js'],
  cwd: 'api',
  env: { PATH: process.env.PATH!, PORT: '0', HOST: '127.0.0.1', DATABASE_PATH: db, SEED: 'none', LOG_LEVEL: 'warn' },
  healthPath: '/healthz',
});
const cpu = () => { const f = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]!.split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
const client = startLoadProcess(Number(process.env.PROCS ?? 5));
import { readdirSync } from 'node:fs';
const clientCpu = () => { let t = 0; for (const p of readdirSync('/proc')) { if (!/^\d+$/.test(p)) continue; try { if (!readFileSync(`/proc/${p}/cmdline`, 'utf8').includes('load/client.ts')) continue; const f = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' '); t += (Number(f[11]) + Number(f[12])) * 10; } catch {} } return t; };
const rounds = Number(process.env.ROUNDS ?? 3);
if (process.env.NICE) { const { execSync } = await import('node:child_process'); for (const p of readdirSync('/proc')) { if (!/^\d+$/.test(p)) continue; try { if (readFileSync(`/proc/${p}/cmdline`, 'utf8').includes('load/client.ts')) execSync(`renice -n ${process.env.NICE} -p ${p}`); } catch {} } }
if (process.env.PRE) {
  await client.run({ origin: server.url, method: 'GET', paths: ['/api/specialists/city/london'], connections: 50, seconds: 8, warmupSeconds: 0.5, expectStatus: 200 });
  const one = await client.run({ origin: server.url, method: 'POST', paths: ['/api/enquiries'], connections: 1, seconds: 3, warmupSeconds: 0.5, expectStatus: 201, headers: { 'content-type': 'application/json' }, body: enquiryBody, requestsPerAddress: 20, addressOffset: 900000 });
  console.log('pre 1-conn rps', one.rps.toFixed(0));
}
for (let r = 0; r < rounds; r++) {
  const c0 = cpu(); const k0 = clientCpu();
  const res = await client.run({ origin: server.url, method: 'POST', paths: [process.env.PATHX ?? '/api/enquiries'], connections: 50, seconds: Number(process.env.SECS ?? 4), warmupSeconds: 0.5, expectStatus: 201, headers: { 'content-type': 'application/json' }, body: enquiryBody, requestsPerAddress: Number(process.env.RPA ?? 20), addressOffset: r * 100000 });
  const ms = cpu() - c0; const kms = clientCpu() - k0;
  console.log(`rps ${res.rps.toFixed(0)} p50 ${res.p50.toFixed(1)} p95 ${res.p95.toFixed(1)} max ${res.max.toFixed(0)} p99 ${res.p99.toFixed(1)} unexpected ${res.unexpected} cpu/req ${(ms * 1000 / (res.requests * 1.12)).toFixed(0)}us client ${(kms * 1000 / (res.requests * 1.12)).toFixed(0)}us`);
}
client.stop();
await server.stop();
