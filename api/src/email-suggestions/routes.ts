import { emailSuggestionRequestSchema, emailSuggestionSchema } from '@flo/contract';
import { suggestEmail } from '@flo/contract/email';
import { Hono } from 'hono';
import { validate } from '../http/validate.ts';
import { describeOperation } from '../openapi/describe.ts';

/**
 * `POST /api/email-suggestions`: the address a visitor probably meant when the domain looks
 * like a misspelt common provider ('joe@gmial.com' → 'joe@gmail.com'), else null. The chat asks
 * it after an e-mail step; the rule's domain list is too heavy for the widget's budget. A POST,
 * so addresses stay out of URLs and access logs. Nothing is stored.
 *
 * @example
 * app.route('/', emailSuggestionRoutes());
 * await app.request('/api/email-suggestions', jsonBody({ email: 'joe@gmial.com' }));
 */
export function emailSuggestionRoutes() {
  return new Hono().post(
    '/api/email-suggestions',
    describeOperation({
      operationId: 'suggestEmail',
      summary:
        'The address a visitor probably meant when its domain looks like a misspelt common provider (joe@gmial.com: joe@gmail.com), else null',
      tag: 'Enquiries',
      response: emailSuggestionSchema,
    }),
    validate('json', emailSuggestionRequestSchema),
    (c) => c.json({ suggestion: suggestEmail(c.req.valid('json').email) }),
  );
}
