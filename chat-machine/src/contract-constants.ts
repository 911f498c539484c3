/**
 * Constants of the wire contract, copied so the browser bundle does not load zod: importing
 * them from `@flo/api/contract` pulls in its zod-defining modules, and zod's locale setup then
 * adds about 15 KB gzip to the widget. contract-constants.test.ts fails if a copy drifts from
 * the contract. (Better: the contract moving these into a zod-free module.)
 */
import type { ChatServiceSlug } from '@flo/api/contract';

export const SERVICE_SLUGS = [
  'carpet',
  'hardwood',
  'laminate',
  'vinyl',
  'tile',
  'engineered-wood',
] as const;

export const SERVICE_NAMES: Record<ChatServiceSlug, string> = {
  carpet: 'Carpet Installation',
  hardwood: 'Hardwood Flooring',
  laminate: 'Laminate Flooring',
  vinyl: 'Vinyl & LVT Flooring',
  tile: 'Tile Installation',
  'engineered-wood': 'Engineered Wood',
  other: 'Other',
};

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
