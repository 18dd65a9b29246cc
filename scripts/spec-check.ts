/**
 * npm run spec:check [-- <table.md>]
 *
 * Fails (exit 1) when a row of docs/SPEC-COVERAGE.md names a file that is gone, evidence its
 * file no longer holds, or a test that no longer exists, so the table cannot rot. Run by CI.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkCoverage, summary } from './spec-coverage.ts';

const root = resolve(import.meta.dirname, '..');
const table = process.argv[2] ?? 'docs/SPEC-COVERAGE.md';
const read = (path: string) => {
  const file = resolve(root, path);
  return file.startsWith(root) && existsSync(file) ? readFileSync(file, 'utf8') : null;
};

const report = checkCoverage(readFileSync(resolve(root, table), 'utf8'), read);
for (const problem of report.problems) console.error(`${table} ${problem}`);
console.log(summary(report));
process.exit(report.problems.length === 0 ? 0 : 1);
