/**
 * Writes Playwright's totals to tests/.results/playwright.json, the twin of count-reporter.ts
 * for Vitest; scripts/test-all.sh adds the two. A test that passed on its retry counts as
 * passed but is reported as flaky so it does not go unnoticed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { FullResult, Reporter, Suite } from '@playwright/test/reporter';

export default class PlaywrightCountReporter implements Reporter {
  private root: Suite | undefined;

  onBegin(_config: unknown, suite: Suite): void {
    this.root = suite;
  }

  onEnd(result: FullResult): void {
    const counts = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
    for (const test of this.root?.allTests() ?? []) {
      const outcome = test.outcome();
      if (outcome === 'expected') counts.passed++;
      else if (outcome === 'flaky') {
        counts.passed++;
        counts.flaky++;
      } else if (outcome === 'unexpected') counts.failed++;
      else counts.skipped++;
    }
    // A run that ended badly with no failing test (server did not start, global error) still failed.
    if (result.status !== 'passed' && counts.failed === 0) counts.failed = 1;
    mkdirSync('tests/.results', { recursive: true });
    writeFileSync('tests/.results/playwright.json', JSON.stringify(counts));
    process.stdout.write(
      `\nplaywright: ${counts.passed} passed (${counts.flaky} flaky), ${counts.failed} failed, ${counts.skipped} skipped\n`,
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
