import { twoFactorRequiredSchema } from '@flo/contract';
import { describeRoute, resolver } from 'hono-openapi';

/**
 * Adds, to the operation `describeOperation` documents, the 401 of a first factor that was right
 * for a login with two-factor sign-in on (ADR 032); hono-openapi merges the two descriptions.
 *
 * @example
 * app.post('/api/admin/login', describeOperation({ … }), twoFactorRequiredDoc, handler);
 */
export const twoFactorRequiredDoc = describeRoute({
  responses: {
    401: {
      description:
        'Wrong credentials (the error body), or `two_factor_required` with `twoFactor.challenge`, which goes with the code to the same path + `/two-factor` (ADR 032)',
      content: { 'application/json': { schema: resolver(twoFactorRequiredSchema) } },
    },
  },
});
