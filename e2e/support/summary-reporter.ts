import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Ends the run with one plain `browser: N passed, N failed` line (plus skipped when any), the
 * closing line CI reads, after the list reporter's own output.
 *
 * @example
 * reporter: [['list'], ['./support/summary-reporter.ts']]
 */
export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<string, ReturnType<TestCase['outcome']>>();

  onTestEnd(test: TestCase, _result: TestResult): void {
    this.outcomes.set(test.id, test.outcome());
  }

  onEnd(_result: FullResult): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const outcome of this.outcomes.values()) {
      if (outcome === 'expected' || outcome === 'flaky') counts.passed += 1;
      else if (outcome === 'skipped') counts.skipped += 1;
      else counts.failed += 1;
    }
    const skipped = counts.skipped > 0 ? `, ${counts.skipped} skipped` : '';
    process.stdout.write(`browser: ${counts.passed} passed, ${counts.failed} failed${skipped}\n`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
