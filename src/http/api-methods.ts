/**
 * The methods an API route answers, read from its module's exports (docs/ARCHITECTURE.md "API
 * conventions"): a known route asked with another method is answered 405 with `Allow`, not the
 * 404 of an unknown route. The route is found by matching the path against the route files
 * (`import.meta.glob` of `src/pages/api`, which the middleware passes in), as Astro's router
 * does: a static segment before a `[param]`, a `[param]` before a `[...rest]`. Read only on that
 * error path, each module once (they are the routes' own chunks).
 */

/** Route modules by file, as `import.meta.glob` gives them: `./pages/api/e/message/[id].ts`. */
export type RouteModules = Record<string, () => Promise<Record<string, unknown>>>;

/** The methods the route at a locale-free path answers, HEAD with GET; empty when no route is there. */
export type AllowedMethods = (path: string) => Promise<string[]>;

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

interface ApiRoute {
  pattern: RegExp;
  /** Lower sorts first: the most specific route wins. */
  rank: number[];
  load: () => Promise<Record<string, unknown>>;
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A segment's pattern: its `[...rest]` any path, its `[param]` any text but a slash, the rest as written (`export-result-as-[format]`). */
const segmentPattern = (segment: string) =>
  segment
    .split(/(\[[^\]]+\])/)
    .map((part) => (part.startsWith('[...') ? '.+' : part.startsWith('[') ? '[^/]+' : literal(part)))
    .join('');

/** 0 for a static segment, 1 with a parameter, 2 with a rest: the router tries the lower first. */
const segmentRank = (segment: string) => (segment.includes('[...') ? 2 : segment.includes('[') ? 1 : 0);

function routeOf(file: string, load: ApiRoute['load']): ApiRoute {
  const path = file
    .replace(/^(?:\.\.?\/)+pages/, '')
    .replace(/\.ts$/, '')
    .replace(/\/index$/, '');
  const segments = path.split('/').filter(Boolean);
  return {
    pattern: new RegExp(`^/${segments.map(segmentPattern).join('/')}/?$`),
    rank: segments.map(segmentRank),
    load,
  };
}

function bySpecificity(a: ApiRoute, b: ApiRoute): number {
  for (let i = 0; i < Math.max(a.rank.length, b.rank.length); i++) {
    const difference = (a.rank[i] ?? -1) - (b.rank[i] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}

export function createAllowedMethods(modules: RouteModules): AllowedMethods {
  let routes: ApiRoute[] | undefined;
  return async (path) => {
    routes ??= Object.entries(modules)
      .map(([file, load]) => routeOf(file, load))
      .sort(bySpecificity);
    const route = routes.find((candidate) => candidate.pattern.test(path));
    if (!route) return [];
    const mod = await route.load();
    if (typeof mod.ALL === 'function') return [];
    const allowed: string[] = METHODS.filter((method) => typeof mod[method] === 'function');
    if (allowed.includes('GET')) allowed.splice(1, 0, 'HEAD');
    return allowed;
  };
}
