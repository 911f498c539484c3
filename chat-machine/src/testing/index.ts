/**
 * `@flo/chat-machine/testing`: the machine with 0 ms delays and actors that answer from
 * fixtures instead of the API, a driver that sends events and waits for Flo's replies, and a
 * local HTTP server for testing the API client. For a host's own tests of its Flo integration
 * as much as for this package's.
 *
 * @example
 * import { choose, startChat } from '@flo/chat-machine/testing';
 * const chat = await startChat('/');
 * await chat.send(choose('carpet'));
 * chat.lastBotText(); // Flo's next question
 */
export {
  CARPET_FITTER,
  CREATED,
  type FakeAnswers,
  fakeMachine,
  inputFor,
  LEEDS,
  M14_POSTCODE,
  NOWHERE,
  OLDER_REVIEWS,
  PAGES,
  REVIEWS,
  SETTINGS,
  STATS,
  STOCKPORT,
  TILER,
  ZERO_DELAYS,
} from './machine-fixtures.ts';
export { type ChatDriver, choose, sendAll, startChat, text } from './test-driver.ts';
export { type Handler, type SeenRequest, sendJson, startTestServer } from './test-server.ts';
