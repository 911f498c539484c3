import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { REPO_ROOT } from '../env.ts';
import { RETENTION_RULES } from './rules.ts';

it('each retention rule says what the privacy policy page says', () => {
  const policy = readFileSync(join(REPO_ROOT, 'site/src/pages/privacy/policy.ts'), 'utf8');
  for (const rule of RETENTION_RULES) expect(policy, rule.name).toContain(rule.policy);
});
