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
