import { expect, it } from 'vitest';
import {
  mailSenderOf,
  operatorOverridesOf,
  operatorsEmailOf,
  saveOperatorOverrides,
} from '../../settings/operator-settings.ts';
import { describeEachEngine } from '../each-engine.ts';

const AT = new Date('2026-03-02T10:00:00.250Z');
const config = { operatorEmail: 'ops@env.test', mailFrom: 'Flo <ops@env.test>' };

/** Operator settings, the same on SQLite and PostgreSQL (ADR 050). */
export const operatorSettingsCases = describeEachEngine('operator settings', ({ engine }) => {
  it('falls back to the environment until set, then keeps one row that later saves replace', async () => {
    expect(await engine().run(operatorOverridesOf)).toEqual({
      operatorEmail: null,
      mailFrom: null,
    });
    expect(await engine().run(operatorsEmailOf, config)).toBe('ops@env.test');
    const set = { operatorEmail: 'ops@flo.test', mailFrom: 'Flo <hello@flo.test>' };
    await engine().commit(saveOperatorOverrides, set, AT);
    expect(await engine().run(operatorsEmailOf, config)).toBe('ops@flo.test');
    expect(await engine().run(mailSenderOf, config)).toBe('Flo <hello@flo.test>');
    await engine().commit(saveOperatorOverrides, { ...set, mailFrom: null }, AT);
    expect(await engine().run(mailSenderOf, config)).toBe('Flo <ops@env.test>');
    const stored = await engine().db.select().from(engine().tables.operatorSettings);
    expect(stored).toEqual([
      { id: 1, operatorEmail: 'ops@flo.test', mailFrom: null, updatedAt: AT },
    ]);
  });
});
