import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { changes, type EngineScope, row, type Steps } from '../db/engine/index.ts';
import type { AppDeps } from '../deps.ts';
import type { SessionRole } from './sessions.ts';
import { hashToken, newRawToken } from './tokens.ts';

/** One cookie per role, so signing in to the other area does not forget this one's device. */
const DEVICE_COOKIE: Record<SessionRole, string> = {
  admin: 'flo_admin_device',
  business: 'flo_business_device',
};

/** Browsers keep a cookie at most 400 days; a device unseen that long is new again. */
const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

const MAX_TOKEN_LENGTH = 200;

function* deviceOfUser(
  { db, tables: { knownDevices } }: EngineScope,
  tokenHash: string,
  role: SessionRole,
  userId: number,
): Steps<number | null> {
  const found = yield* row(
    db
      .select({ id: knownDevices.id })
      .from(knownDevices)
      .where(
        and(
          eq(knownDevices.tokenHash, tokenHash),
          eq(knownDevices.role, role),
          eq(knownDevices.userId, userId),
        ),
      ),
  );
  return found?.id ?? null;
}

function* touchDevice(
  { db, tables: { knownDevices } }: EngineScope,
  deviceId: number,
  now: Date,
): Steps<void> {
  yield* changes(
    db.update(knownDevices).set({ lastSignInAt: now }).where(eq(knownDevices.id, deviceId)),
  );
}

function* addDevice(
  { db, tables: { knownDevices } }: EngineScope,
  device: { role: SessionRole; userId: number; tokenHash: string; label: string; now: Date },
): Steps<number> {
  const { now, ...fields } = device;
  const added = yield* row(
    db
      .insert(knownDevices)
      .values({ ...fields, lastSignInAt: now })
      .returning({ id: knownDevices.id }),
  );
  if (!added) throw new Error('the known device was not stored');
  return added.id;
}

/**
 * The known device this request's cookie names, if it signed in to exactly this user before;
 * a cookie from another user, or from nobody, answers null.
 */
export async function recognisedDevice(
  c: Context,
  deps: AppDeps,
  role: SessionRole,
  userId: number | null,
): Promise<number | null> {
  const token = getCookie(c, DEVICE_COOKIE[role]);
  if (userId === null || !token || token.length > MAX_TOKEN_LENGTH) return null;
  return deps.engine.run(deviceOfUser, hashToken(token), role, userId);
}

/** The User-Agent shortened to what an owner needs to recognise the browser. */
export function deviceLabel(userAgent: string | undefined): string {
  const flat = (userAgent ?? '').replace(/\p{Cc}+/gu, ' ').trim();
  return flat ? flat.slice(0, 160) : 'an unnamed browser';
}

/**
 * Records a sign-in on this browser: a known device gets its time updated, otherwise a new
 * device token is issued in an HttpOnly, SameSite=Strict cookie scoped to the API. Answers
 * the device and whether it is new to this user.
 */
export async function rememberDevice(
  c: Context,
  deps: AppDeps,
  role: SessionRole,
  userId: number,
  knownDeviceId: number | null,
  now: Date,
): Promise<{ deviceId: number; isNew: boolean }> {
  if (knownDeviceId !== null) {
    await deps.engine.run(touchDevice, knownDeviceId, now);
    return { deviceId: knownDeviceId, isNew: false };
  }
  const token = newRawToken();
  const label = deviceLabel(c.req.header('user-agent'));
  const id = await deps.engine.run(addDevice, {
    role,
    userId,
    tokenHash: hashToken(token),
    label,
    now,
  });
  setCookie(c, DEVICE_COOKIE[role], token, {
    httpOnly: true,
    sameSite: 'Strict',
    path: '/api/',
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
    secure: deps.config.publicUrl.startsWith('https:'),
  });
  return { deviceId: id, isNew: true };
}
