import { describe, expect, it } from 'vitest';
import { cells, checkCoverage, references, summary } from './spec-coverage.ts';

const files: Record<string, string> = {
  'src/stores/errors.ts': 'export const NEVER_RETRIED_STATUSES = [400, 401];',
  'src/stores/errors.test.ts':
    "describe('errors', () => {\n  it('never retries 400', () => {});\n  // mentions a stale title in a comment\n});",
  'src/stores/table.test.ts': "it.each([\n  [1, 2],\n])('adds %i and %i', () => {});",
  'src/stores/formatted.ts':
    "notify({\n  title: text('a.title'),\n  variant: 'destructive',\n});\nhttp.post('/api/x', {\n  email,\n  code,\n});",
  'src/stores/formatted.test.ts':
    "it.each(['ECONNRESET'])(\n  'treats code %s as a network error',\n  (code) => {},\n);\nconst note = [\n  'not a title',\n];",
};
const read = (path: string) => files[path] ?? null;
const table = (...rows: string[]) =>
  ['| ID | Requirement | Implemented in | Test |', '|---|---|---|---|', ...rows].join('\n');

describe('spec coverage table', () => {
  it('splits cells, keeping an escaped pipe inside its cell', () => {
    expect(cells('| 8.01 | a \\| b | `x` | `y#t` |')).toEqual(['8.01', 'a | b', '`x`', '`y#t`']);
  });

  it('reads references with and without evidence', () => {
    expect(references('`src/a.ts`, `src/b.ts#const B = 1`')).toEqual([
      { path: 'src/a.ts', text: null },
      { path: 'src/b.ts', text: 'const B = 1' },
    ]);
  });

  it('passes a row whose file, evidence and test title all hold', () => {
    const report = checkCoverage(
      table(
        '| 8.01 | Not retried: 400 | `src/stores/errors.ts#NEVER_RETRIED_STATUSES` | `src/stores/errors.test.ts#never retries 400` |',
      ),
      read,
    );
    expect(report.problems).toEqual([]);
    expect(summary(report)).toBe(
      'spec:check: 1 requirements (0 not applicable) traced to 1 files and 1 tests; 0 problems',
    );
  });

  it('finds a title given by an each table', () => {
    expect(
      checkCoverage(table('| 9.01 | a | `src/stores/errors.ts` | `src/stores/table.test.ts#adds %i` |'), read).problems,
    ).toEqual([]);
  });

  it('reads evidence and titles the formatter broke over several lines', () => {
    const row =
      "| 8.02 | r | `src/stores/formatted.ts#notify({ title: text('a.title'), variant: 'destructive' })` `src/stores/formatted.ts#'/api/x', { email, code }` | `src/stores/formatted.test.ts#treats code %s` |";
    expect(checkCoverage(table(row), read).problems).toEqual([]);
    const notTitle = '| 8.03 | r | `src/stores/formatted.ts` | `src/stores/formatted.test.ts#not a title` |';
    expect(checkCoverage(table(notTitle), read).problems[0]).toContain('no test titled "not a title"');
  });

  it.each([
    [
      'a missing file',
      '| 8.01 | r | `src/gone.ts` | `src/stores/errors.test.ts#never retries 400` |',
      'src/gone.ts does not exist',
    ],
    [
      'evidence the file lost',
      '| 8.01 | r | `src/stores/errors.ts#ALWAYS` | `src/stores/errors.test.ts#never retries 400` |',
      '"ALWAYS" not found in src/stores/errors.ts',
    ],
    [
      'no implementing file',
      '| 8.01 | r | none | `src/stores/errors.test.ts#never retries 400` |',
      'no implementing file',
    ],
    ['no test', '| 8.01 | r | `src/stores/errors.ts` | none |', 'no test'],
    [
      'a test title that is gone',
      '| 8.01 | r | `src/stores/errors.ts` | `src/stores/errors.test.ts#retries 401` |',
      'no test titled "retries 401"',
    ],
    [
      'a title only in a comment',
      '| 8.01 | r | `src/stores/errors.ts` | `src/stores/errors.test.ts#a stale title` |',
      'no test titled "a stale title"',
    ],
    [
      'a test file without a title',
      '| 8.01 | r | `src/stores/errors.ts` | `src/stores/errors.test.ts` |',
      'needs #<test title>',
    ],
    [
      'a file the test command does not run',
      '| 8.01 | r | `src/stores/errors.ts` | `src/stores/errors.ts#NEVER` |',
      'is not a file the test command runs',
    ],
    [
      'an open gap',
      '| 8.01 | GAP-8.01 r | `src/stores/errors.ts` | `src/stores/errors.test.ts#never retries 400` |',
      'an open gap',
    ],
    ['a row with a missing cell', '| 8.01 | r | `src/stores/errors.ts` |', '3 cells, expected 4'],
  ])('reports %s', (_, row, problem) => {
    const { problems } = checkCoverage(table(row), read);
    expect(problems[0]).toContain(problem);
  });

  it('reports an ID used twice and a table without rows', () => {
    const row = '| 8.01 | r | `src/stores/errors.ts` | `src/stores/errors.test.ts#never retries 400` |';
    expect(checkCoverage(table(row, row), read).problems).toEqual(['line 4 [8.01]: ID used twice']);
    expect(checkCoverage(table(), read).problems).toEqual(['no requirement rows found']);
  });

  it('counts the rows marked not applicable', () => {
    const row =
      '| 9.30 | **Not applicable:** icons are compiled | `src/stores/errors.ts` | `src/stores/errors.test.ts#never retries 400` |';
    expect(summary(checkCoverage(table(row), read))).toContain('1 requirements (1 not applicable)');
  });
});
