/**
 * Every API route of the app, read from `src/pages/api` (file path → URL template, exported
 * methods), so the fuzz covers a route the day it is added.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface ApiRoute {
  /** `/api/e/discussion/[id]`: bracketed segments are parameters. */
  template: string;
  methods: string[];
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

export function apiRoutes(root: string): ApiRoute[] {
  const pages = join(root, 'src/pages');
  return files(join(pages, 'api'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => {
      const source = readFileSync(file, 'utf8');
      const methods = METHODS.filter((m) => new RegExp(`export (const|async function|function) ${m}\\b`).test(source));
      const template = `/${relative(pages, file)
        .replace(/\.ts$/, '')
        .replace(/\/index$/, '')}`;
      return { template, methods };
    })
    .filter((route) => route.methods.length > 0);
}
