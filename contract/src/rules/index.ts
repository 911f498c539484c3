/**
 * The rules more than one package applies, free of zod so that browser bundles (the widget,
 * the site) can import them: postcodes, what a customer asked for, where Flo shows, default chat settings, retry delays,
 * and how money, dates and ratings are written.
 *
 * @example
 * import { formatRating, isFloEnabledOn } from '@flo/contract/rules';
 */
export * from './chat-settings-defaults.ts';
export * from './checks.ts';
export * from './customer-request.ts';
export * from './flo-pages.ts';
export * from './format.ts';
export * from './place-words.ts';
export * from './plural.ts';
export * from './postcode.ts';
export * from './response-time.ts';
export * from './retry.ts';
