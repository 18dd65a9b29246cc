/**
 * The import rules of docs/ARCHITECTURE.md ("Boundaries"), checked on every source file that
 * is not a test: which folder may import which. `npm run lint` runs it; it prints each import
 * that breaks a rule and fails. Tests and fixtures may reach across (a chat test borrowing the
 * legal search's fixtures harms no bundle).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve as resolvePath } from 'node:path';

export interface Rule {
  /** Which files the rule is about (a path from the repository root). */
  applies: (file: string) => boolean;
  /** Whether the file may import `target` (a resolved path from the root); `typeOnly` for `import type`. */
  allows: (file: string, target: string, typeOnly: boolean) => boolean;
  why: string;
}

const under =
  (...folders: string[]) =>
  (path: string) =>
    folders.some((folder) => path.startsWith(folder));
const isTest = (path: string) => /\.(test|spec)\.tsx?$|\.fixtures\.tsx?$|\/fakes\/|\/test-[^/]+\.ts$/.test(path);
/** The feature folder of an island file (`src/islands/chat/…` → `chat`), null for shared code. */
const featureOf = (path: string) => /^src\/islands\/(?!shared\/)([^/]+)\//.exec(path)?.[1] ?? null;

/** What browser code may read besides its own: the contracts shared with the server. */
const CONTRACTS = under('src/shared/', 'src/i18n/', 'src/documents/', 'src/components/ui/');

export const RULES: Rule[] = [
  {
    applies: (file) => featureOf(file) !== null,
    allows: (file, target, typeOnly) =>
      target.startsWith(`src/islands/${featureOf(file)}/`) ||
      under('src/islands/shared/', 'src/stores/')(target) ||
      CONTRACTS(target) ||
      (typeOnly && target.startsWith('src/server/')),
    why: 'an island imports its own folder, src/islands/shared/, the stores and the shared contracts; the server only as types',
  },
  {
    applies: under('src/islands/shared/'),
    allows: (_file, target, typeOnly) =>
      under('src/islands/shared/', 'src/stores/')(target) ||
      CONTRACTS(target) ||
      (typeOnly && target.startsWith('src/server/')),
    why: 'shared island code imports no feature island, and the server only as types',
  },
  {
    applies: under('src/stores/'),
    allows: (_file, target, typeOnly) =>
      target.startsWith('src/stores/') || CONTRACTS(target) || (typeOnly && target.startsWith('src/server/')),
    why: 'the stores import each other and the shared contracts; no island, the server only as types',
  },
  {
    applies: under('src/shared/', 'src/documents/', 'src/i18n/'),
    allows: (_file, target, typeOnly) =>
      CONTRACTS(target) || target.startsWith('locales/') || (typeOnly && target.startsWith('src/server/')),
    why: 'the contracts shared by browser and server import only each other (the server as types)',
  },
  {
    applies: under('src/service-worker/'),
    allows: (_file, target, typeOnly) =>
      target.startsWith('src/service-worker/') ||
      CONTRACTS(target) ||
      target === 'src/routes.ts' ||
      target === 'src/personal-parts.ts' ||
      (typeOnly && target.startsWith('src/server/')),
    why: "the service worker imports itself, the shared contracts, the route table and the personal parts' markers; the server only as types",
  },
  {
    applies: under('src/server/'),
    allows: (_file, target) => !under('src/islands/', 'src/stores/', 'src/pages/', 'src/components/')(target),
    why: 'the server imports no browser code, page or component',
  },
];

const IMPORT =
  /^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+['"]((?:\.{1,2}|~)\/[^'"]+)['"]|^\s*import\s+['"]((?:\.{1,2}|~)\/[^'"]+)['"]|\bimport\(\s*['"]((?:\.{1,2}|~)\/[^'"]+)['"]/gm;

/**
 * The code Vite bundles and Node never runs as it is: there an import that leaves its top folder
 * is written from src (`~/server/…`, tsconfig.json `paths`). The server, the contracts, src/http
 * and the other files server.mjs reaches are run by Node, which reads no tsconfig: they import
 * relatively.
 */
export const ALIAS_ALLOWED = under('src/pages/', 'src/components/', 'src/layouts/', 'src/islands/', 'src/stores/');
/** A value import of the framework (`astro`, `astro:…`); `import type` erases to nothing. */
const ASTRO_IMPORT = /^\s*import\s+(?!type\s)[^'"]*?from\s+['"]astro(:[\w-]+)?['"]/m;

/**
 * Where the framework may be imported: pages, the middleware, the Astro-side components and
 * src/http/, and in the server only its web adapters (each feature's `http.ts`, the account's
 * `respond.ts` and `session-cookie.ts`). The domain, the islands, the stores and the contracts
 * never touch it.
 */
export const ASTRO_ALLOWED = (file: string): boolean =>
  under('src/pages/', 'src/http/', 'src/components/')(file) ||
  file === 'src/middleware.ts' ||
  /^src\/server\/[\w-]+\/http\.ts$/.test(file) ||
  file === 'src/server/auth/respond.ts' ||
  file === 'src/server/auth/session-cookie.ts';
const EXTENSIONS = ['', '.ts', '.tsx', '.astro', '/index.ts'];

function resolve(file: string, specifier: string, exists: (path: string) => boolean): string {
  const base = specifier.startsWith('~/') ? join('src', specifier.slice(2)) : normalize(join(dirname(file), specifier));
  return EXTENSIONS.map((extension) => base + extension).find(exists) ?? base;
}

export interface Violation {
  file: string;
  target: string;
  why: string;
}

/** Every relative import of `source` (the text of `file`), resolved, with whether it is `import type`. */
export function importsOf(
  file: string,
  source: string,
  exists: (path: string) => boolean,
): { specifier: string; target: string; typeOnly: boolean }[] {
  return [...source.matchAll(IMPORT)].flatMap((match) => {
    const specifier = match[3] ?? match[4] ?? match[5];
    return specifier ? [{ specifier, target: resolve(file, specifier, exists), typeOnly: Boolean(match[2]) }] : [];
  });
}

/**
 * Files whose import loops are refused, type imports included: the platform is built from
 * parts that take plain values, so that what it is made of never needs it (docs/ARCHITECTURE.md
 * "Boundaries").
 */
export const LOOP_FREE = ['src/server/platform.ts'];

/** An import path from `start` back to itself (`start`, …, `start`), or null when there is none. */
export function loopThrough(start: string, importsOfFile: (file: string) => readonly string[]): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, path: string[]): string[] | null => {
    for (const target of importsOfFile(file)) {
      if (target === start) return [...path, target];
      if (seen.has(target)) continue;
      seen.add(target);
      const found = walk(target, [...path, target]);
      if (found) return found;
    }
    return null;
  };
  return walk(start, [start]);
}

/** The imports of `source` (the text of `file`) that break a rule. */
export function violations(file: string, source: string, exists: (path: string) => boolean): Violation[] {
  if (isTest(file)) return [];
  const found: Violation[] = [];
  if (ASTRO_IMPORT.test(source) && !ASTRO_ALLOWED(file)) {
    found.push({
      file,
      target: 'astro',
      why: 'the framework is imported only by pages, the middleware, components, src/http/ and the web adapters',
    });
  }
  const rules = RULES.filter((rule) => rule.applies(file));
  for (const { specifier, target, typeOnly } of importsOf(file, source, exists)) {
    for (const rule of rules) if (!rule.allows(file, target, typeOnly)) found.push({ file, target, why: rule.why });
    if (specifier.startsWith('~/') && !ALIAS_ALLOWED(file)) {
      found.push({
        file,
        target,
        why: 'code Node runs as it is imports relatively: ~/ is for the pages, components, layouts, islands and stores',
      });
    }
  }
  return found;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|astro)$/.test(entry.name) ? [path] : [];
  });
}

if (process.argv[1] !== undefined && resolvePath(process.argv[1]) === import.meta.filename) {
  const root = join(import.meta.dirname, '..');
  const exists = (path: string) => {
    try {
      return statSync(join(root, path)).isFile();
    } catch {
      return false;
    }
  };
  const files = sourceFiles(join(root, 'src')).map((path) => relative(root, path));
  const sources = new Map(files.map((file) => [file, readFileSync(join(root, file), 'utf8')]));
  const broken = files.flatMap((file) => violations(file, sources.get(file) ?? '', exists));
  for (const { file, target, why } of broken) console.error(`${file} imports ${target}: ${why}`);
  const importsOfFile = (file: string) =>
    isTest(file) ? [] : importsOf(file, sources.get(file) ?? '', exists).map((i) => i.target);
  const loops = LOOP_FREE.flatMap((start) => loopThrough(start, importsOfFile) ?? []);
  if (loops.length > 0) console.error(`import loop: ${loops.join(' → ')}`);
  console.log(
    `import-rules: ${files.length} files, ${broken.length} imports across a boundary, ${loops.length > 0 ? 'an import loop' : 'no import loop'} through ${LOOP_FREE.join(', ')}`,
  );
  if (broken.length > 0 || loops.length > 0) process.exit(1);
}
