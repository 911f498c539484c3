import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getPriority } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { type LoadProcess, startLoadProcess } from './load-process.ts';

let client: LoadProcess | undefined;
const server = createServer((_, response) => response.end('ok'));
afterEach(() => {
  client?.stop();
  server.close();
});

describe('startLoadProcess', () => {
  it('runs its clients at the niceness asked for, and they still load the server', async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    client = startLoadProcess(2, { nice: 7 });
    expect(client.pids.map((pid) => getPriority(pid))).toEqual([7, 7]);
    const result = await client.run({
      origin: `http://127.0.0.1:${port}`,
      method: 'GET',
      paths: ['/'],
      connections: 2,
      seconds: 0.3,
      warmupSeconds: 0.1,
      expectStatus: 200,
    });
    expect(result.unexpected).toBe(0);
    expect(result.requests).toBeGreaterThan(0);
  }, 30_000);
});
