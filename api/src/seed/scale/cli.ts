/**
 * Generates the 50,000-specialist database the bench and the scale checks run against.
 *
 * Usage (from the repository root):
 *
 *     npm run seed:scale -- --out /tmp/flo-50k.db
 *     npm run seed:scale -w @flo/api -- --out /tmp/flo-50k.db --specialists 50000 --reviews 7 --enquiries 1 --seed 50000
 *
 * `--out` is required and must not exist. `--specialists` is the total, the demo directory
 * included (default 50,000); `--reviews` the mean reviews per added specialist (default 7,
 * ~350k in all); `--enquiries` the enquiries per added specialist (default 1); `--seed` makes
 * the same file every time. Serve it with `DATABASE_PATH=<file> SEED=none npm start`.
 *
 * @example
 * npm run seed:scale -- --out /tmp/flo-50k.db --specialists 50000
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { generateScaleDatabase } from './generate.ts';

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) throw new Error(`--${name} must be a number ≥ 0`);
  return number;
}

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    specialists: { type: 'string' },
    reviews: { type: 'string' },
    enquiries: { type: 'string' },
    seed: { type: 'string' },
  },
});

if (!values.out) {
  console.error('Usage: npm run seed:scale -- --out <file.db> [--specialists 50000]');
  process.exit(2);
}
// npm runs workspace scripts inside api/; a relative --out means the folder the command was typed in.
const out = resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
const result = generateScaleDatabase({
  out,
  specialists: positive('specialists', values.specialists, 50_000),
  reviewsPerSpecialist: positive('reviews', values.reviews, 7),
  enquiriesPerSpecialist: positive('enquiries', values.enquiries, 1),
  seed: positive('seed', values.seed, 50_000),
});
console.log(
  `${out}: ${result.specialists} specialists, ${result.reviews} reviews, ` +
    `${result.enquiries} enquiries in ${(result.milliseconds / 1000).toFixed(1)} s`,
);
