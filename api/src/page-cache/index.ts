/**
 * Server-rendered pages kept until the data behind them changes (ADR 037).
 *
 * @example
 * import { createPageCache } from './page-cache/index.ts';
 */

export { keepPublicAnswers } from './keep-public-answers.ts';
export {
  createPageCache,
  type PageCache,
  type PageCacheOptions,
  type RenderPage,
} from './page-cache.ts';
