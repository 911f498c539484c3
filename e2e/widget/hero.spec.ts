import { expect, test } from '../support/fixtures.ts';
import { chatIn, completeGeneralFlow, floHost, visitorFor } from '../support/flo-chat.ts';
import { expectOneStoredEnquiry } from '../support/stored-enquiry.ts';

test('the hero chat renders in the host page slot and takes an enquiry', async ({ page, urls }) => {
  const visitor = visitorFor('hero', {
    service: 'Hardwood Flooring',
    city: 'Leeds',
    consultation: { budget: '£1,000 to £3,000', urgency: 'Within 2-4 weeks' },
    name: 'Oliver Bennett',
    projectDetails: 'Oak herringbone in a through lounge of about 30 square metres.',
  });
  await page.goto(`${urls.plainHtmlUrl}/`);
  const hero = floHost(page, 'hero');
  // data-target puts the chat inside the page's own slot, open without a click.
  await expect(page.locator('#flo-hero').locator('flo-chat[data-variant="hero"]')).toHaveCount(1);
  const chat = chatIn(hero, 'region');
  await expect(chat).toBeVisible();

  await completeGeneralFlow(chat, visitor);
  expectOneStoredEnquiry(visitor, {
    chatbotSource: 'service_page_chatbot',
    path: '/',
    pageType: 'home',
  });
});
