import type { Context } from 'hono';
import type { AppDeps } from '../deps.ts';
import { clientIp } from '../http/client-address.ts';
import { queueMails } from '../mail/outbox.ts';
import { deviceLabel, rememberDevice } from './devices.ts';
import { pruneExpiredSessions, type SessionRole, startSession } from './sessions.ts';
import { newDeviceSignInMail } from './sign-in-mails.ts';
import type { LoginAccount } from './throttle/guard.ts';

/** The mail kind in the outbox for a sign-in from a browser new to the login. */
export const NEW_DEVICE_MAIL_KIND = 'new_device_sign_in';

/**
 * Everything a successful sign-in does, whichever way the owner proved who they are: starts
 * the session, remembers this browser as a known device (its cookie lets later sign-ins pass
 * the account-wide throttle) and, when the browser is new to the login, mails the owner.
 * Answers the bearer token.
 */
export async function completeSignIn(
  c: Context,
  deps: AppDeps,
  role: SessionRole,
  account: LoginAccount,
  knownDeviceId: number | null,
  now: Date,
): Promise<string> {
  await deps.engine.run(pruneExpiredSessions, now);
  const { deviceId, isNew } = await rememberDevice(c, deps, role, account.id, knownDeviceId, now);
  const token = await deps.engine.run(startSession, role, account.id, now, deviceId);
  if (isNew) {
    const { publicUrl } = deps.config;
    const browser = deviceLabel(c.req.header('user-agent'));
    const mail = newDeviceSignInMail(account.name, browser, clientIp(c), now, publicUrl);
    await deps.engine.run(
      queueMails,
      [{ ...mail, to: account.email, kind: NEW_DEVICE_MAIL_KIND }],
      now,
    );
  }
  return token;
}
