import { copy } from '@flo/chat-machine';
import { phoneInE164 } from '@flo/contract/phone';
import { expect } from '../support/fixtures.ts';
import {
  chatIn,
  chooseReply,
  expectBotSays,
  expectSubmitted,
  floHost,
  sendMessage,
  sendToShownFirms,
  visitorFor,
} from '../support/flo-chat.ts';
import { POSTGRES_ADMIN, queryPostgres, test } from '../support/postgres-server.ts';

interface StoredEnquiry {
  public_id: string;
  kind: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  location: string;
  flooring_type: string;
  chatbot_source: string;
  page_context: Record<string, unknown>;
}

/**
 * The whole product on PostgreSQL, as a person meets it: the server of the `postgres` project
 * migrated and seeded an empty database itself; a visitor asks Flo for quotes on a city page of
 * that directory, PostgreSQL holds the enquiry and its recipients, and the console lists it.
 */
test('a visitor sends an enquiry from a city page and the admin sees it, all on PostgreSQL', async ({
  page,
  postgresSite: { url, databaseUrl },
}) => {
  const [city] = await queryPostgres<{ slug: string; name: string }>(
    databaseUrl,
    `select slug, name from cities where slug = 'manchester'`,
  );
  expect(city, 'the demo seed holds Manchester').toBeDefined();
  const { slug, name: cityName } = city as { slug: string; name: string };
  const visitor = visitorFor('postgres', { city: cityName, name: 'Olwen Pryce' });

  await page.goto(`${url}/specialists/${slug}`);
  await page.getByRole('button', { name: 'Accept' }).click();
  const chat = chatIn(floHost(page, 'embedded'), 'region');
  await expectBotSays(chat, copy.serviceSelection(cityName));
  await chooseReply(chat, visitor.service);
  await expectBotSays(chat, copy.connectOptions(visitor.service, cityName));
  await chooseReply(chat, copy.getQuotes);
  await expectBotSays(chat, copy.contactName(visitor.service, cityName));
  await sendMessage(chat, visitor.name);
  await expectBotSays(chat, copy.contactPhone(visitor.name));
  await sendMessage(chat, visitor.phone);
  await expectBotSays(chat, copy.contactEmail);
  await sendMessage(chat, visitor.email);

  // The firms Flo shows before sending, by the names on their Remove buttons.
  await expectBotSays(chat, 'Your enquiry will go to');
  const removals = chat.getByRole('button', { name: /^Remove / });
  await expect(removals.first()).toBeVisible();
  const shown = (await removals.allTextContents()).map((label) => label.replace(/^Remove /, ''));
  await sendToShownFirms(chat);
  await expectSubmitted(chat);

  const enquiries = await queryPostgres<StoredEnquiry>(
    databaseUrl,
    `select public_id, kind, customer_name, customer_email, customer_phone, location,
            flooring_type, chatbot_source, page_context
       from enquiries where customer_email = $1`,
    [visitor.email],
  );
  expect(enquiries).toHaveLength(1);
  const [enquiry] = enquiries as [StoredEnquiry];
  expect(enquiry).toMatchObject({
    kind: 'chat',
    customer_name: visitor.name,
    customer_phone: phoneInE164(visitor.phone),
    location: cityName,
    flooring_type: visitor.service,
    chatbot_source: 'location_page_chatbot',
  });
  expect(enquiry.page_context).toMatchObject({
    path: `/specialists/${slug}`,
    pageType: 'specialists',
  });
  const recipients = await queryPostgres<{ name: string; city: string }>(
    databaseUrl,
    `select s.name, c.slug as city from enquiry_recipients r
       join specialists s on s.id = r.specialist_id join cities c on c.id = s.city_id
      where r.enquiry_id = (select id from enquiries where public_id = $1)`,
    [enquiry.public_id],
  );
  expect(recipients.map((recipient) => recipient.name).sort()).toEqual([...shown].sort());
  expect(new Set(recipients.map((recipient) => recipient.city))).toEqual(new Set([slug]));

  await page.goto(`${url}/admin/login`);
  await page.getByLabel('E-mail address').fill(POSTGRES_ADMIN.email);
  await page.getByLabel('Password').fill(POSTGRES_ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('navigation', { name: 'Admin console' })).toBeVisible();
  await page.goto(`${url}/admin/enquiries`);
  await page.getByRole('link', { name: visitor.name }).click();
  const card = page.getByRole('article', { name: `Enquiry from ${visitor.name}` });
  await expect(card.getByText(visitor.email, { exact: true })).toBeVisible();
});
