import { copy } from '@flo/chat-machine';
import { phoneInE164 } from '@flo/contract/phone';
import { expect, test } from '../support/fixtures.ts';
import {
  answerContactSteps,
  chatIn,
  chooseReply,
  completeGeneralFlow,
  expectBotSays,
  expectSubmitted,
  floHost,
  sendMessage,
  visitorFor,
} from '../support/flo-chat.ts';
import { demoDirectory, enquiriesWithMessage, siteEnquiriesFor } from '../support/site-data.ts';
import { expectOneStoredEnquiry } from '../support/stored-enquiry.ts';

test('a visitor sends an enquiry through Flo in the home page hero', async ({ page, urls }) => {
  const visitor = visitorFor('site-home', {
    service: 'Laminate Flooring',
    city: 'Bristol',
    name: 'Priya Desai',
    projectDetails: 'Kitchen-diner of about 25 square metres, water-resistant laminate.',
  });
  await page.goto(`${urls.siteUrl}/`);
  await page.getByRole('button', { name: 'Accept' }).click();
  // Open by default in the hero slot: no launcher to press.
  const chat = chatIn(page.locator('.home-hero__chat').locator(floHost(page, 'hero')), 'region');
  await expect(chat).toBeVisible();

  await completeGeneralFlow(chat, visitor);
  expectOneStoredEnquiry(visitor, {
    chatbotSource: 'homepage_chatbot',
    path: '/',
    pageType: 'home',
  });
});

test('a visitor books a free home consultation with the specialist whose profile they read', async ({
  page,
  urls,
}) => {
  const { specialist } = demoDirectory();
  const visitor = visitorFor('site-profile', {
    city: 'Leeds',
    name: 'Tomasz Nowak',
    projectDetails: 'Two bedrooms and a landing, roughly 35 square metres of carpet.',
  });
  await page.goto(`${urls.siteUrl}/specialist/${specialist.slug}`);
  await page.getByRole('button', { name: 'Accept' }).click();
  const chat = chatIn(floHost(page, 'embedded'), 'region');

  await expectBotSays(chat, copy.specialistGreeting(specialist.name));
  await chooseReply(chat, copy.specialistConsultation);
  await expectBotSays(chat, copy.askCity);
  await sendMessage(chat, visitor.city);
  await answerContactSteps(chat, visitor);
  await sendMessage(chat, visitor.projectDetails);
  await expectSubmitted(chat, copy.submittedToSpecialist(specialist.name));

  const rows = siteEnquiriesFor(visitor.email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    kind: 'chat',
    customer_name: visitor.name,
    customer_phone: phoneInE164(visitor.phone),
    location: visitor.city,
    project_details: visitor.projectDetails,
    chatbot_source: 'specialist_page_chatbot',
    specialist_id: specialist.id,
  });
});

test('a visitor sends the one-box form on the featured page', async ({ page, urls }) => {
  const message = 'Looking for someone to fit oak-effect LVT in a small bathroom next month.';
  await page.goto(`${urls.siteUrl}/featured`);
  await page.getByRole('button', { name: 'Accept' }).click();
  const send = page.getByRole('button', { name: 'Send message' });
  await expect(send).toBeDisabled();
  await page.getByRole('textbox', { name: 'Your message' }).fill(message);
  await send.click();

  const toast = page.getByRole('status').filter({ hasText: 'Message sent!' });
  await expect(toast).toContainText("We'll connect you with local specialists shortly.");
  await expect(page.getByRole('heading', { name: 'Thanks for your message!' })).toBeVisible();
  await expect(page.getByText('Expect to hear from us within 24 hours.')).toBeVisible();

  const rows = enquiriesWithMessage(message);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    kind: 'simple',
    customer_message: message,
    customer_name: 'Anonymous',
    flooring_type: 'General Enquiry',
    chatbot_source: 'stable_chat_input',
    specialist_id: null,
  });
});
