/**
 * Reads the coverage table of docs/SPEC-COVERAGE.md and finds the rows that no longer hold:
 * a missing implementing file, an implementing file without its evidence, a test file the test
 * command does not run, or a test title that is gone. Pure: files are read through `read`.
 *
 * A row is `| ID | Requirement | Implemented in | Test |` with ID like `4.12`. The last two
 * cells hold references in backticks: `path` or `path#text`. In « Implemented in » the text
 * must occur in the file; in « Test » it is required and must occur in a test or describe title.
 */

export interface CoverageRow {
  id: string;
  line: number;
  requirement: string;
  implementations: Reference[];
  tests: Reference[];
  notApplicable: boolean;
}

export interface Reference {
  path: string;
  text: string | null;
}

export interface CoverageReport {
  rows: CoverageRow[];
  problems: string[];
}

/** Reads a file of the project; null when it does not exist. */
export type ReadFile = (path: string) => string | null;

const ID = /^\d+\.\d+[a-z]?$/;
const NOT_APPLICABLE = '**Not applicable:**';
/** The files Vitest (vitest.config.ts) and Playwright (playwright.config.ts) run. */
const TEST_FILE = /^(?:(?:src|scripts|tests\/unit)\/.+\.test\.tsx?|tests\/e2e\/.+\.spec\.ts)$/;
/** A line that names a test or a group: it(…), test.each(…)(…), describe.skip(…), or the title part of `…each([…])('title'`. */
const TITLE_LINE = /\b(?:it|test|describe)(?:\.\w+)*\s*\(|^\s*\]\)\s*\(/;
/** A line calling a test or a group, or closing an each table with `])(`, whatever follows. */
const TITLE_CALL = /\b(?:it|test|describe)(?:\.\w+)*\s*\(|\]\)\s*\(\s*$/;

/** Splits a table line into its cells; `\|` stays inside a cell. */
export function cells(line: string): string[] {
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

export function references(cell: string): Reference[] {
  return [...cell.matchAll(/`([^`]+)`/g)].map(([, ref = '']) => {
    const hash = ref.indexOf('#');
    return hash < 0 ? { path: ref.trim(), text: null } : { path: ref.slice(0, hash).trim(), text: ref.slice(hash + 1) };
  });
}

export function parseRows(markdown: string): { rows: CoverageRow[]; problems: string[] } {
  const rows: CoverageRow[] = [];
  const problems: string[] = [];
  markdown.split('\n').forEach((line, index) => {
    if (!line.trimStart().startsWith('|')) return;
    const row = cells(line);
    if (!ID.test(row[0] ?? '')) return;
    const where = `line ${index + 1} [${row[0]}]`;
    if (row.length !== 4) {
      problems.push(`${where}: ${row.length} cells, expected 4 (ID, requirement, implemented in, test)`);
      return;
    }
    const [id = '', requirement = '', implementedIn = '', test = ''] = row;
    rows.push({
      id,
      line: index + 1,
      requirement,
      implementations: references(implementedIn),
      tests: references(test),
      notApplicable: requirement.includes(NOT_APPLICABLE),
    });
  });
  return { rows, problems };
}

/** A test's title on the line that calls it, or on its own line right after a call left open (`it.each([…])(` then `'title',`). */
function titleHolds(source: string, text: string): boolean {
  const lines = source.split('\n');
  return lines.some(
    (line, i) =>
      line.includes(text) &&
      (TITLE_LINE.test(line) || (i > 0 && /\(\s*$/.test(lines[i - 1] ?? '') && TITLE_CALL.test(lines[i - 1] ?? ''))),
  );
}

/**
 * Code as evidence is compared the way the formatter cannot change it: runs of white space as
 * one space, none just inside brackets or before a chained call, no comma before a closing
 * one. Evidence written on one line so still holds once the formatter has broken it over several.
 */
export function formattingFree(code: string): string {
  return code
    .replace(/\s+/g, ' ')
    .replace(/,\s*([)\]}])/g, ' $1')
    .replace(/([([])\s+/g, '$1')
    .replace(/\s+([)\]])/g, '$1')
    .replace(/\s+\./g, '.')
    .replace(/\s+/g, ' ');
}

function rowProblems(row: CoverageRow, read: ReadFile): string[] {
  const where = `line ${row.line} [${row.id}]`;
  const problems: string[] = [];
  if (row.requirement === '') problems.push(`${where}: no requirement`);
  if (/\bGAP-/.test(row.requirement)) problems.push(`${where}: an open gap (GAP-) is not coverage`);
  if (row.implementations.length === 0) problems.push(`${where}: no implementing file`);
  if (row.tests.length === 0) problems.push(`${where}: no test`);
  for (const { path, text } of row.implementations) {
    const source = read(path);
    if (source === null) problems.push(`${where}: ${path} does not exist`);
    else if (text !== null && !source.includes(text) && !formattingFree(source).includes(formattingFree(text)))
      problems.push(`${where}: "${text}" not found in ${path}`);
  }
  for (const { path, text } of row.tests) {
    if (!TEST_FILE.test(path)) {
      problems.push(`${where}: ${path} is not a file the test command runs`);
      continue;
    }
    const source = read(path);
    if (source === null) problems.push(`${where}: ${path} does not exist`);
    else if (text === null || text.trim() === '') problems.push(`${where}: ${path} needs #<test title>`);
    else if (!titleHolds(source, text)) problems.push(`${where}: no test titled "${text}" in ${path}`);
  }
  return problems;
}

export function checkCoverage(markdown: string, read: ReadFile): CoverageReport {
  const { rows, problems } = parseRows(markdown);
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.id)) problems.push(`line ${row.line} [${row.id}]: ID used twice`);
    seen.add(row.id);
    problems.push(...rowProblems(row, read));
  }
  if (rows.length === 0) problems.push('no requirement rows found');
  return { rows, problems };
}

export function summary({ rows, problems }: CoverageReport): string {
  const files = new Set(rows.flatMap((row) => row.implementations.map((ref) => ref.path)));
  const tests = new Set(rows.flatMap((row) => row.tests.map((ref) => `${ref.path}#${ref.text}`)));
  const notApplicable = rows.filter((row) => row.notApplicable).length;
  return `spec:check: ${rows.length} requirements (${notApplicable} not applicable) traced to ${files.size} files and ${tests.size} tests; ${problems.length} problems`;
}
