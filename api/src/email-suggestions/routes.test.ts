import { emailSuggestionSchema } from '@flo/contract';
import { describe, expect } from 'vitest';
import { apiTest } from '../testing/fixtures.ts';
import { jsonBody, type TestApp } from '../testing/test-app.ts';

const ask = (api: TestApp, email: string) =>
  api.app.request('/api/email-suggestions', jsonBody({ email }));

describe('POST /api/email-suggestions', () => {
  apiTest(
    'suggests the provider a misspelt domain probably meant, and nothing for a good one',
    async ({ api }) => {
      const suggestion = async (email: string) => {
        const res = await ask(api, email);
        expect(res.status, email).toBe(200);
        return emailSuggestionSchema.parse(await res.json()).suggestion;
      };
      expect(await suggestion('joe@gmial.com')).toBe('joe@gmail.com');
      expect(await suggestion('joe@gmail.com')).toBeNull();
      expect(await suggestion('jo@oakbridge-flooring.co.uk')).toBeNull();
    },
  );

  apiTest('answers 400 naming the field for an over-long address', async ({ api }) => {
    const res = await ask(api, `${'a'.repeat(250)}@gmial.com`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields?: Record<string, string[]> } };
    expect(Object.keys(body.error.fields ?? {})).toEqual(['email']);
  });
});
