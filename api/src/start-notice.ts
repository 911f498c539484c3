import type { LoginOutcome } from './seed/logins.ts';

/** One account a person signs in with, and what start-up did to it. */
export interface SignIn {
  /** e.g. 'Admin', 'Demo business'. */
  label: string;
  /** The page to sign in on, e.g. http://localhost:3000/admin/login. */
  loginUrl: string;
  /** Null when start-up left existing accounts alone (an admin already existed). */
  outcome: LoginOutcome | null;
  /** The variable a configured password came from, e.g. ADMIN_PASSWORD. */
  source: string;
}

function passwordText(signIn: SignIn): string {
  const { outcome } = signIn;
  if (!outcome) return 'existing accounts, passwords unchanged';
  if (outcome.generatedPassword) return outcome.generatedPassword;
  return outcome.action === 'unchanged' ? 'unchanged' : `from ${signIn.source}`;
}

/**
 * The one-line summary of a sign-in printed on every start after the first, never with a
 * password in it.
 *
 * @example
 * loginLine({ label: 'Admin', loginUrl: 'http://localhost:3000/admin/login', outcome: null, source: 'ADMIN_PASSWORD' });
 * // 'Admin login: existing accounts, passwords unchanged (http://localhost:3000/admin/login)'
 */
export function loginLine(signIn: SignIn): string {
  const { outcome, label, loginUrl } = signIn;
  if (!outcome) return `${label} login: existing accounts, passwords unchanged (${loginUrl})`;
  const password = outcome.generatedPassword
    ? `password ${outcome.generatedPassword}  (shown once: note it now)`
    : `password ${passwordText(signIn)}`;
  return `${label} login: ${outcome.email}  ${password}  (${loginUrl})`;
}

/**
 * Whether start-up has something to show only this once: the database was created now, or a
 * password was generated now (which is then never shown again).
 *
 * @example
 * isFirstStart(true, []); // true
 */
export function isFirstStart(databaseCreated: boolean, signIns: readonly SignIn[]): boolean {
  return databaseCreated || signIns.some((signIn) => Boolean(signIn.outcome?.generatedPassword));
}

/**
 * The block printed last on a first start: where Flo runs and how to sign in, boxed so it
 * stands out from the lines above it. Generated passwords appear here and nowhere else.
 *
 * @example
 * signInBlock('http://localhost:3000', [adminSignIn, businessSignIn]).join('\n');
 * // ┌──────────────────────────────────────────────────┐
 * // │ Flo is running at http://localhost:3000          │
 * // │                                                  │
 * // │ Admin          http://localhost:3000/admin/login │
 * // │   e-mail       admin@flo.local                   │
 * // │   password     Qx3…                              │
 * // …
 */
export function signInBlock(publicUrl: string, signIns: readonly SignIn[]): string[] {
  const body = [`Flo is running at ${publicUrl}`];
  // One column of names (each sign-in's label, and its e-mail and password indented below it).
  const column = Math.max(...signIns.map((signIn) => signIn.label.length), '  password'.length) + 2;
  const row = (name: string, value: string) => `${name.padEnd(column)}${value}`;
  for (const signIn of signIns) {
    body.push('', row(signIn.label, signIn.loginUrl));
    if (signIn.outcome) {
      body.push(row('  e-mail', signIn.outcome.email), row('  password', passwordText(signIn)));
    } else {
      body.push(`  ${passwordText(signIn)}`);
    }
  }
  if (signIns.some((signIn) => signIn.outcome?.generatedPassword)) {
    body.push('', 'The passwords are shown only this once: note them now.');
  }
  const inner = Math.max(...body.map((line) => line.length));
  return [
    `┌${'─'.repeat(inner + 2)}┐`,
    ...body.map((line) => `│ ${line.padEnd(inner)} │`),
    `└${'─'.repeat(inner + 2)}┘`,
  ];
}

/**
 * What start-up ends with: the sign-in block after an empty line on a first start, else one
 * line per sign-in; the demo business only when the demo seed made one.
 *
 * @example
 * for (const line of signInNotice(env.publicUrl, database.created, admin, business)) print(line);
 */
export function signInNotice(
  publicUrl: string,
  databaseCreated: boolean,
  admin: LoginOutcome | null,
  business: LoginOutcome | null,
): string[] {
  const signIns: SignIn[] = [
    {
      label: 'Admin',
      loginUrl: `${publicUrl}/admin/login`,
      outcome: admin,
      source: 'ADMIN_PASSWORD',
    },
  ];
  if (business) {
    signIns.push({
      label: 'Demo business',
      loginUrl: `${publicUrl}/login`,
      outcome: business,
      source: 'DEMO_BUSINESS_PASSWORD',
    });
  }
  return isFirstStart(databaseCreated, signIns)
    ? ['', ...signInBlock(publicUrl, signIns)]
    : signIns.map(loginLine);
}
