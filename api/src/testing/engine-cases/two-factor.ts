import { expect, it } from 'vitest';
import {
  activeSecretOf,
  confirmPendingSecret,
  deleteTwoFactor,
  findChallengeUser,
  findTwoFactorLogin,
  recoveryCodesLeft,
  spendChallenge,
  storeChallenge,
  storePendingSecret,
  useRecoveryCode,
  useTotpStep,
} from '../../auth/two-factor/repository.ts';
import { describeEachEngine } from '../each-engine.ts';

const NOW = new Date('2026-03-02T10:00:00.250Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);

/** Two-factor sign-in's rows, the same on SQLite and PostgreSQL (ADR 032, 050). */
export const twoFactorCases = describeEachEngine('two-factor sign-in', ({ engine }) => {
  it('confirms a pending secret once, with recovery codes each spent once, then turns off', async () => {
    const on = engine();
    await on.run(storePendingSecret, 'business', 7, 'FIRSTSECRET');
    await on.run(storePendingSecret, 'business', 7, 'SECONDSECRET');
    expect(await on.run(activeSecretOf, 'business', 7)).toBeNull();
    expect(
      await on.commit(confirmPendingSecret, 'business', 7, 'FIRSTSECRET', 100, ['a'], NOW),
    ).toBe(false);
    expect(
      await on.commit(confirmPendingSecret, 'business', 7, 'SECONDSECRET', 100, ['a', 'b'], NOW),
    ).toBe(true);
    expect(await on.run(findTwoFactorLogin, 'business', 7)).toMatchObject({
      secret: 'SECONDSECRET',
      pendingSecret: null,
      enabledAt: NOW,
      lastUsedStep: 100,
    });
    expect(await on.run(recoveryCodesLeft, 'business', 7)).toBe(2);
    expect(await on.run(useTotpStep, 'business', 7, 100)).toBe(false);
    expect(await on.run(useTotpStep, 'business', 7, 101)).toBe(true);
    expect(await on.run(useRecoveryCode, 'business', 7, 'a', NOW)).toBe(true);
    expect(await on.run(useRecoveryCode, 'business', 7, 'a', NOW)).toBe(false);
    expect(await on.run(recoveryCodesLeft, 'business', 7)).toBe(1);
    expect(await on.run(recoveryCodesLeft, 'admin', 7)).toBe(0);

    await on.commit(deleteTwoFactor, 'business', 7);
    expect(await on.run(findTwoFactorLogin, 'business', 7)).toBeNull();
    expect(await on.run(recoveryCodesLeft, 'business', 7)).toBe(0);
  });

  it('finds a challenge for its role until it expires or is spent, once', async () => {
    const on = engine();
    await on.commit(storeChallenge, 'admin', 3, 'old', at(-1), at(-60_000));
    await on.commit(storeChallenge, 'admin', 3, 'token', at(60_000), NOW);
    expect(await on.run(findChallengeUser, 'admin', 'old', NOW)).toBeNull();
    expect(await on.run(findChallengeUser, 'business', 'token', NOW)).toBeNull();
    expect(await on.run(findChallengeUser, 'admin', 'token', at(60_000))).toBeNull();
    expect(await on.run(findChallengeUser, 'admin', 'token', NOW)).toBe(3);
    expect(await on.run(spendChallenge, 'token', NOW)).toBe(true);
    expect(await on.run(spendChallenge, 'token', NOW)).toBe(false);
    expect(await on.run(findChallengeUser, 'admin', 'token', NOW)).toBeNull();
    const { twoFactorChallenges } = on.tables;
    expect(await on.db.select().from(twoFactorChallenges)).toHaveLength(1);
  });
});
