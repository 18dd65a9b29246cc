/**
 * Writes Vitest's totals to tests/.results/vitest.json; scripts/test-all.sh adds them to
 * Playwright's and prints the one line CI reads: `N passed, N failed`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

export default class CountReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const mod of modules) {
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
      if (mod.state() === 'failed' && [...mod.children.allTests()].length === 0) failed++; // a file that did not load
    }
    mkdirSync('tests/.results', { recursive: true });
    writeFileSync('tests/.results/vitest.json', JSON.stringify({ passed, failed, skipped }));
    process.stdout.write(`\nvitest: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
