/** How many migrations the database had applied before the run and has after it. */
export interface MigrationResult {
  before: number;
  after: number;
}

/** A migration run that failed, with a message meant for the operator who ran it. */
export class MigrationError extends Error {}

/** The line `npm run migrate` prints for a finished run. */
export function describeResult(target: string, { before, after }: MigrationResult): string {
  const applied = after - before;
  if (applied === 0) return `${target}: up to date, ${after} migrations applied, none new`;
  const noun = applied === 1 ? 'migration' : 'migrations';
  return `${target}: applied ${applied} ${noun} (${before} before, ${after} now)`;
}
