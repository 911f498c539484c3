import { businessLeadDetailSchema, yourEnquirySchema } from '@flo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import type { BusinessTestApp } from '../testing/business-app.ts';
import { businessTest } from '../testing/fixtures.ts';
import { readJson } from '../testing/json.ts';
import { jsonBody, type TestApp } from '../testing/test-app.ts';

async function enquiryRow({ engine: { db, tables } }: TestApp, reference: string) {
  const [row] = await db
    .select()
    .from(tables.enquiries)
    .where(eq(tables.enquiries.publicId, reference));
  return row;
}
const mailsOfKind = ({ engine: { db, tables } }: TestApp, kind: string) =>
  db
    .select()
    .from(tables.mailOutbox)
    .where(eq(tables.mailOutbox.kind, kind))
    .orderBy(tables.mailOutbox.id);

/** An enquiry to castle-carpets and the private link from its confirmation mail. */
async function enquiryWithLink(api: BusinessTestApp) {
  const reference = await api.enquiryTo('castle-carpets');
  const row = await enquiryRow(api, reference);
  const mail = (await mailsOfKind(api, 'enquiry_confirmation')).find(
    (m) => m.enquiryId === row?.id,
  );
  const token = mail?.text.match(/\/your-enquiry\/enq_[A-Za-z0-9_-]{16}\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error('The confirmation mail has no private link');
  return { reference, token };
}

const view = (api: BusinessTestApp, reference: string, token: string) =>
  api.app.request(`/api/your-enquiry/${reference}?token=${encodeURIComponent(token)}`);

describe('/api/your-enquiry/{reference}', () => {
  businessTest(
    'shows the firms it went to, their replies and quotes, only with the token of the link',
    async ({ api }) => {
      const { reference, token } = await enquiryWithLink(api);
      const lead = `/api/business/enquiries/${reference}`;
      await api.call(api.tokens.castle, 'POST', `${lead}/replies`, { message: 'Happy to help' });
      await api.call(api.tokens.castle, 'POST', `${lead}/quotes`, {
        amount: 640,
        description: 'Fit two bedrooms',
      });
      const res = await view(api, reference, token);
      expect(res.status).toBe(200);
      const enquiry = yourEnquirySchema.parse(await res.json());
      expect(enquiry).toMatchObject({ reference, closedAt: null, location: 'Manchester' });
      expect(enquiry.firms).toHaveLength(1);
      expect(enquiry.firms[0]).toMatchObject({
        name: 'Castle Carpets',
        averageRating: '5.0',
        replies: [{ message: 'Happy to help' }],
        quotes: [{ amount: '£640.00', description: 'Fit two bedrooms', status: 'pending' }],
      });

      for (const wrong of [
        view(api, reference, 'wrong-token-0123456789abcdef'),
        api.app.request(`/api/your-enquiry/${reference}`),
        view(api, 'enq_AAAAAAAAAAAAAAAA', token),
        view(api, 'nonsense', token),
      ]) {
        const refused = await wrong;
        expect(refused.status).toBe(404);
        expect((await readJson(refused)).error.code).toBe('not_found');
      }
    },
  );

  businessTest('has no link when the visitor gave no e-mail address', async ({ api }) => {
    const reference = await api.enquiryTo('castle-carpets', { customerEmail: '' });
    const row = await enquiryRow(api, reference);
    expect(row).toBeDefined();
    expect(row?.visitorTokenHash).toBeNull();
  });

  businessTest('accepts a quote from the page, once, and mails the firm', async ({ api }) => {
    const { reference, token } = await enquiryWithLink(api);
    const lead = `/api/business/enquiries/${reference}`;
    await api.call(api.tokens.castle, 'POST', `${lead}/quotes`, {
      amount: 500,
      description: 'Fit',
    });
    const quoteId = yourEnquirySchema.parse(await (await view(api, reference, token)).json())
      .firms[0]?.quotes[0]?.id;
    const accept = (body: unknown) =>
      api.app.request(`/api/your-enquiry/${reference}/quotes/${quoteId}/accept`, jsonBody(body));

    expect((await accept({ token: 'wrong-token-0123456789abcdef' })).status).toBe(404);
    const res = await accept({ token });
    expect(res.status).toBe(200);
    const accepted = yourEnquirySchema.parse(await res.json());
    expect(accepted.firms[0]?.quotes[0]?.status).toBe('accepted');
    const again = await accept({ token });
    expect(again.status).toBe(409);
    expect((await readJson(again)).error.code).toBe('quote_accepted');
    const mails = await mailsOfKind(api, 'quote_accepted');
    expect(mails).toHaveLength(1);
    const detail = businessLeadDetailSchema.parse(
      await (await api.call(api.tokens.castle, 'GET', lead)).json(),
    );
    expect(detail.status).toBe('won');
  });

  businessTest(
    'closes it: the firm sees it closed and can no longer reply, quote or have a quote accepted',
    async ({ api }) => {
      const { reference, token } = await enquiryWithLink(api);
      const lead = `/api/business/enquiries/${reference}`;
      await api.call(api.tokens.castle, 'POST', `${lead}/quotes`, {
        amount: 500,
        description: 'Fit',
      });
      const close = () =>
        api.app.request(`/api/your-enquiry/${reference}/close`, jsonBody({ token }));

      expect(
        (await api.app.request(`/api/your-enquiry/${reference}/close`, jsonBody({}))).status,
      ).toBe(404);
      const res = await close();
      expect(res.status).toBe(200);
      const closed = yourEnquirySchema.parse(await res.json());
      expect(closed.closedAt).not.toBeNull();
      api.advance(60_000);
      expect(yourEnquirySchema.parse(await (await close()).json()).closedAt).toBe(closed.closedAt);

      const detail = businessLeadDetailSchema.parse(
        await (await api.call(api.tokens.castle, 'GET', lead)).json(),
      );
      expect(detail.closedAt).toBe(closed.closedAt);
      const reply = await api.call(api.tokens.castle, 'POST', `${lead}/replies`, {
        message: 'Still there?',
      });
      expect(reply.status).toBe(409);
      expect((await readJson(reply)).error.code).toBe('enquiry_closed');

      const quoteId = closed.firms[0]?.quotes[0]?.id;
      const accept = await api.app.request(
        `/api/your-enquiry/${reference}/quotes/${quoteId}/accept`,
        jsonBody({ token }),
      );
      expect(accept.status).toBe(409);
      expect((await readJson(accept)).error.code).toBe('quote_closed');
    },
  );
});
