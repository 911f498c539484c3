import { describe, expect, it } from 'vitest';
import { isFirstStart, loginLine, type SignIn, signInBlock } from './start-notice.ts';

const URL = 'http://localhost:3000';

const admin = (generatedPassword: string | null): SignIn => ({
  label: 'Admin',
  loginUrl: `${URL}/admin/login`,
  outcome: { email: 'admin@flo.local', generatedPassword, action: 'created' },
  source: 'ADMIN_PASSWORD',
});

const business = (generatedPassword: string | null): SignIn => ({
  label: 'Demo business',
  loginUrl: `${URL}/login`,
  outcome: {
    email: 'demo@flo.local',
    generatedPassword,
    action: generatedPassword ? 'created' : 'unchanged',
  },
  source: 'DEMO_BUSINESS_PASSWORD',
});

describe('signInBlock', () => {
  it('boxes the URL and each sign-in with its one-time password, lines of equal width', () => {
    const block = signInBlock(URL, [admin('admin-secret-1'), business('business-secret-2')]);
    expect(block).toEqual([
      '┌────────────────────────────────────────────────────────┐',
      '│ Flo is running at http://localhost:3000                │',
      '│                                                        │',
      '│ Admin          http://localhost:3000/admin/login       │',
      '│   e-mail       admin@flo.local                         │',
      '│   password     admin-secret-1                          │',
      '│                                                        │',
      '│ Demo business  http://localhost:3000/login             │',
      '│   e-mail       demo@flo.local                          │',
      '│   password     business-secret-2                       │',
      '│                                                        │',
      '│ The passwords are shown only this once: note them now. │',
      '└────────────────────────────────────────────────────────┘',
    ]);
  });

  it('names where a configured password came from, and shows no secret', () => {
    const configured: SignIn = {
      ...admin(null),
      outcome: { email: 'ops@example.co.uk', generatedPassword: null, action: 'updated' },
    };
    const text = signInBlock(URL, [configured]).join('\n');
    expect(text).toContain('│   password  from ADMIN_PASSWORD');
    expect(text).not.toContain('shown only this once');
  });

  it('says existing accounts were left alone when start-up did not touch them', () => {
    const text = signInBlock(URL, [{ ...admin(null), outcome: null }, business('b-secret')]);
    expect(text.join('\n')).toContain('│   existing accounts, passwords unchanged');
  });
});

describe('loginLine', () => {
  it('keeps later starts to one line per sign-in, without a password', () => {
    expect([admin(null), business(null)].map(loginLine)).toEqual([
      'Admin login: admin@flo.local  password from ADMIN_PASSWORD  (http://localhost:3000/admin/login)',
      'Demo business login: demo@flo.local  password unchanged  (http://localhost:3000/login)',
    ]);
    expect(loginLine({ ...admin(null), outcome: null })).toBe(
      'Admin login: existing accounts, passwords unchanged (http://localhost:3000/admin/login)',
    );
  });
});

describe('isFirstStart', () => {
  it('is a first start when the database was created or a password was generated now', () => {
    expect(isFirstStart(true, [admin(null)])).toBe(true);
    expect(isFirstStart(false, [admin(null), business('fresh')])).toBe(true);
    expect(isFirstStart(false, [admin(null), business(null)])).toBe(false);
  });
});
