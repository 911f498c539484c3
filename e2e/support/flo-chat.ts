import { copy } from '@flo/chat-machine';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Texts of the agreed widget contract and of docs/product/errors.md#chat-errors, quoted word
 * for word.
 */
export const WIDGET_TEXT = {
  launcher: 'Open chat with Flo',
  close: 'Close chat',
  chatName: 'Chat with Flo',
  input: 'Type your message',
  send: 'Send',
  retry: 'Try again',
  submittedFooter: 'Enquiry submitted successfully!',
  submitErrorToast: 'There was a problem submitting your enquiry. Please try again.',
} as const;

/** A visitor who books a consultation answers two more questions on the way. */
export interface Consultation {
  /** One of the budget quick replies, e.g. '£1,000 to £3,000'. */
  budget: string;
  /**
   * One of the urgency quick replies, e.g. 'Within 2-4 weeks'
   * (docs/product/chat-flows.md#general-flow).
   */
  urgency: string;
}

/** What a visitor types into Flo's general flow. */
export interface Visitor {
  /** Quick-reply label of the service, e.g. 'Carpet Installation'. */
  service: string;
  city: string;
  /** Null: the visitor picks 'Just send my details' and goes straight to their name. */
  consultation: Consultation | null;
  name: string;
  email: string;
  phone: string;
  projectDetails: string;
}

/**
 * A visitor for one test: the e-mail address carries the test's own tag, so the database
 * rows a test looks for are its own even when tests run side by side.
 *
 * @example
 * const visitor = visitorFor('bubble');
 */
export function visitorFor(tag: string, overrides: Partial<Visitor> = {}): Visitor {
  return {
    service: 'Carpet Installation',
    city: 'Manchester',
    consultation: null,
    name: 'Amelia Hart',
    email: `amelia.hart.${tag}@example.co.uk`,
    phone: '07700 900123',
    projectDetails: 'Hallway, stairs and landing, about 20 square metres, wool twist pile.',
    ...overrides,
  };
}

/** The `<flo-chat>` host element of one embedded instance. */
export function floHost(page: Page, variant: string): Locator {
  return page.locator(`flo-chat[data-variant="${variant}"]`);
}

/** The chat itself: a dialog for overlay variants, a region for inline ones. */
export function chatIn(host: Locator, role: 'dialog' | 'region'): Locator {
  return host.getByRole(role, { name: WIDGET_TEXT.chatName });
}

/** Waits for Flo to say `text` (as a whole message or part of one) in this chat. */
export async function expectBotSays(chat: Locator, text: string): Promise<void> {
  await expect(chat.getByText(text, { exact: false }).last()).toBeVisible();
}

/** Clicks a quick reply by its label, once Flo has offered it. */
export async function chooseReply(chat: Locator, label: string): Promise<void> {
  // The newest offer is the one to answer; earlier ones may stay in the transcript.
  await chat.getByRole('button', { name: label, exact: true }).last().click();
}

/** Types into the message box and sends with the Send button, as a visitor would. */
export async function sendMessage(chat: Locator, text: string): Promise<void> {
  const input = chat.getByRole('textbox', { name: WIDGET_TEXT.input });
  await input.fill(text);
  await chat.getByRole('button', { name: WIDGET_TEXT.send }).click();
  await expect(chat.getByText(text, { exact: true }).last()).toBeVisible();
}

/**
 * Answers Flo's general flow up to the last question, waiting for each question before
 * answering it: welcome, service, city (Flo shows local specialists), intent (with budget
 * and urgency for a consultation), name, e-mail, phone. The project details (which
 * submit the enquiry) are left to the caller, so tests can intercept the submission.
 *
 * @example
 * await answerUpToProjectDetails(chat, visitorFor('hero'));
 * await sendMessage(chat, visitor.projectDetails);
 */
export async function answerUpToProjectDetails(chat: Locator, visitor: Visitor): Promise<void> {
  await expectBotSays(chat, copy.welcome);
  await chooseReply(chat, visitor.service);
  await expectBotSays(chat, copy.askCity);
  await sendMessage(chat, visitor.city);
  await expectBotSays(chat, copy.searchResults(visitor.city));
  await expectBotSays(chat, copy.askIntent);
  if (visitor.consultation) {
    await chooseReply(chat, copy.intentConsultation);
    await expectBotSays(chat, copy.askBudget);
    await chooseReply(chat, visitor.consultation.budget);
    await expectBotSays(chat, copy.askUrgency);
    await chooseReply(chat, visitor.consultation.urgency);
  } else {
    await chooseReply(chat, copy.intentMessage);
  }
  await answerContactSteps(chat, visitor);
}

/**
 * Answers Flo's name, e-mail and phone questions with the visitor's and waits for the project
 * question, which is left to the caller.
 *
 * @example
 * await answerContactSteps(chat, visitor);
 * await sendMessage(chat, visitor.projectDetails);
 */
export async function answerContactSteps(chat: Locator, visitor: Visitor): Promise<void> {
  await expectBotSays(chat, copy.askName);
  await sendMessage(chat, visitor.name);
  await expectBotSays(chat, copy.askEmail(visitor.name));
  await sendMessage(chat, visitor.email);
  await expectBotSays(chat, copy.askPhone);
  await sendMessage(chat, visitor.phone);
  await expectBotSays(chat, copy.askProjectDetails);
}

/**
 * Walks the whole general flow and checks the chat confirms the enquiry: Flo's thanks, the
 * footer 'Enquiry submitted successfully!' and no message box left to type into.
 *
 * @example
 * await completeGeneralFlow(chat, visitorFor('bubble'));
 */
export async function completeGeneralFlow(chat: Locator, visitor: Visitor): Promise<void> {
  await answerUpToProjectDetails(chat, visitor);
  await sendMessage(chat, visitor.projectDetails);
  await sendToShownFirms(chat);
  await expectSubmitted(chat);
}

/**
 * Before sending, Flo shows the firms the enquiry will go to (docs/product/chat-flows.md); the
 * visitor keeps them all: 'Send to all N', or 'Send it' for one.
 *
 * @example
 * await sendMessage(chat, visitor.projectDetails);
 * await sendToShownFirms(chat);
 */
export async function sendToShownFirms(chat: Locator): Promise<void> {
  await expectBotSays(chat, 'Your enquiry will go to');
  await chat
    .getByRole('button', { name: /^Send (to all \d|it$)/ })
    .last()
    .click();
}

/**
 * The chat shows the submitted state (docs/product/chat-flows.md#behaviour-rules), with Flo's
 * closing words (by default their start: the firms kept or a profile's specialist are named).
 */
export async function expectSubmitted(chat: Locator, closing = 'All done!'): Promise<void> {
  await expectBotSays(chat, closing);
  await expect(chat.getByText(WIDGET_TEXT.submittedFooter)).toBeVisible();
  await expect(chat.getByRole('textbox', { name: WIDGET_TEXT.input })).toHaveCount(0);
}
