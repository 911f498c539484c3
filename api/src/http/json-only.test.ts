import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/test-server.ts';

const server = useTestServer();
const admin = { ADMIN_EMAIL: 'ops@flo.local', ADMIN_PASSWORD: 'a-long-admin-password' };

// Over real HTTP, because only a real socket gives a body-less POST an empty body stream.
describe('jsonOnly over real HTTP', () => {
  it('lets a body-less POST through: logout revokes the session', async () => {
    const { url } = await server.start({ SEED: 'none', ...admin });
    const login = await fetch(`${url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.ADMIN_EMAIL, password: admin.ADMIN_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const authorization = { authorization: `Bearer ${token}` };

    const logout = await fetch(`${url}/api/admin/logout`, {
      method: 'POST',
      headers: authorization,
    });
    expect(logout.status).toBe(200);
    expect((await fetch(`${url}/api/admin/me`, { headers: authorization })).status).toBe(401);
  });

  it('lets a body-less DELETE through, sent with no length as browsers send it', async () => {
    const { url } = await server.start({ SEED: 'none', ...admin });
    const login = await fetch(`${url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.ADMIN_EMAIL, password: admin.ADMIN_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const send = (method: string, path: string, body: unknown) =>
      fetch(`${url}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    await send('POST', '/api/admin/cities', {
      name: 'Harrogate',
      region: 'North Yorkshire',
      postcodeAreas: ['HG'],
    });
    await send('PUT', '/api/admin/location-pages', {
      citySlug: 'harrogate',
      serviceSlug: null,
      intro: 'Stone cottages and Victorian villas.',
      seoTitle: 'Floors in Harrogate',
      seoDescription: 'Compare local fitters.',
    });
    const pages = async () =>
      (
        (await (
          await fetch(`${url}/api/admin/location-pages`, {
            headers: { authorization: `Bearer ${token}` },
          })
        ).json()) as { pages: { id: number }[] }
      ).pages;
    const [page] = await pages();
    const removed = await new Promise<number>((resolve, reject) => {
      // node's fetch sends a length even when empty; a raw request sends none, as Chromium does.
      const request = httpRequest(`${url}/api/admin/location-pages/${page?.id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
      request.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      request.on('error', reject);
      request.end();
    });
    expect(removed).toBe(200);
    expect(await pages()).toEqual([]);
  });

  it('still refuses a form-encoded body with 415', async () => {
    const { url } = await server.start({ SEED: 'none' });
    const res = await fetch(`${url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Ann&message=hello',
    });
    expect(res.status).toBe(415);
  });
});
