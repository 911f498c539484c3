import { fromPromise } from 'xstate';

/** What the advice step asks: the service's advice, or an answer to the visitor's question. */
export interface AdviceRequest {
  serviceSlug: string | undefined;
  serviceName: string;
  /** The visitor's follow-up question; absent for the service's advice. */
  question?: string;
}

/**
 * The advice answer. The texts are a dynamic import, so bundlers put them in a chunk of their
 * own that is fetched only when a visitor asks for advice; the import fails when that fetch
 * does (offline), and the machine then says `copy.adviceUnavailable`.
 *
 * @example
 * floMachine.provide({ actors: { answerAdvice: fromPromise(async () => 'Tip: …') } });
 */
export const answerAdvice = fromPromise<string, AdviceRequest>(async ({ input }) => {
  const { adviceForService, answerAdviceQuestion } = await import('../advice/answers.ts');
  return input.question === undefined
    ? adviceForService(input.serviceSlug, input.serviceName)
    : answerAdviceQuestion(input.question, input.serviceSlug);
});
