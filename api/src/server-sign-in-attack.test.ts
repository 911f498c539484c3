import { request } from 'node:http';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { FREE_FAILURES } from './auth/throttle/policy.ts';
import { useTestServer } from './testing/test-server.ts';

const server = useTestServer();

const OWNER = { email: 'owner@flo.test', password: 'the-owners-long-password' };

interface Answer {
  status: number;
  cookie: string | null;
  body: string;
}

/**
 * A JSON POST over a real socket from a chosen loopback address (the whole of 127.0.0.0/8
 * reaches the server on 127.0.0.1), so each attacker address is a real source address.
 */
function postFrom(url: string, path: string, body: unknown, from: string, cookie = '') {
  const payload = JSON.stringify(body);
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      `${url}${path}`,
      {
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on('end', () => {
          const setCookie = res.headers['set-cookie']?.[0] ?? null;
          resolve({
            status: res.statusCode ?? 0,
            cookie: setCookie?.split(';')[0] ?? null,
            body: text,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

let attackerHost = 0;
/** A loopback address not used by the owner (127.0.0.1) nor by an earlier attack. */
const attackerAddress = () =>
  `127.0.${Math.floor(++attackerHost / 250) + 1}.${(attackerHost % 250) + 2}`;

/** Wrong passwords for the owner's address, each from a new source address. */
async function attack(url: string, times: number) {
  const statuses = new Set<number>();
  for (let i = 0; i < times; i++) {
    const wrong = { email: OWNER.email, password: `guess-${attackerHost}` };
    statuses.add((await postFrom(url, '/api/admin/login', wrong, attackerAddress())).status);
  }
  return statuses;
}

/**
 * Guesses until a guess is counted again, which starts a fresh wait of at least 2 s: the wait
 * the rounds above ran into may end at any moment, sooner on a fast machine than a slow one.
 */
async function guessUntilCounted(url: string) {
  for (let tries = 0; tries < 200; tries++) {
    if ((await attack(url, 1)).has(401)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no guess was counted in 200 tries');
}

describe('the lock-out attack of issue 23, replayed against the real server', () => {
  it('keeps the owner signing in while a stranger on many addresses guesses, and tells the owner', async () => {
    const env = { SEED: 'none', ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password };
    const { url } = await server.start(env);
    const first = await postFrom(url, '/api/admin/login', OWNER, '127.0.0.1');
    expect(first.status).toBe(200);
    const deviceCookie = first.cookie ?? '';
    expect(deviceCookie).toMatch(/^flo_admin_device=/);

    expect(await attack(url, FREE_FAILURES.account)).toEqual(new Set([401]));
    const refusals = new Set<number>();
    for (let round = 0; round < 5; round++) {
      for (const status of await attack(url, 10)) refusals.add(status);
      const owner = await postFrom(url, '/api/admin/login', OWNER, '127.0.0.1', deviceCookie);
      expect(owner.status).toBe(200);
    }
    expect(refusals).toContain(429);
    // The right password from a browser that never signed in waits like any stranger…
    await guessUntilCounted(url);
    const newBrowser = await postFrom(url, '/api/admin/login', OWNER, '127.0.0.1');
    expect(newBrowser.status).toBe(429);

    // …and the owner gets in on it with a mailed one-time link, after a restart too.
    const { url: restarted } = await server.start(env);
    const asked = await postFrom(
      restarted,
      '/api/admin/sign-in-link',
      { email: OWNER.email },
      '127.0.0.1',
    );
    expect(asked.status).toBe(202);
    const db = new Database(server.dbPath(), { readonly: true });
    const mails = () =>
      db.prepare('select kind, "to" as recipient, text from mail_outbox order by id').all() as {
        kind: string;
        recipient: string;
        text: string;
      }[];
    let link: string | undefined;
    for (let tries = 0; tries < 50 && !link; tries++) {
      link = /\?signin=(\S+)/.exec(
        mails().find((mail) => mail.kind === 'sign_in_link')?.text ?? '',
      )?.[1];
      if (!link) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const withLink = await postFrom(
      restarted,
      '/api/admin/login/link',
      { token: decodeURIComponent(link ?? '') },
      '127.0.0.1',
    );
    expect(withLink.status).toBe(200);
    expect(JSON.parse(withLink.body).admin.email).toBe(OWNER.email);

    const attackMails = mails().filter((mail) => mail.kind === 'sign_in_attack');
    expect(attackMails.map((mail) => mail.recipient)).toEqual([OWNER.email]);
    db.close();
  });
});
