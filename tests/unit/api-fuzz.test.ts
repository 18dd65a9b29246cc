/**
 * Property (issue 22): whatever arrives at an API route (any route and method, odd path
 * parameters, query strings and bodies, signed in or not), the built server never answers a
 * 5xx, and every error is the JSON error shape. `npm run bench:fuzz` runs the same with 10,000
 * inputs and prints the statuses.
 */
import fc from 'fast-check';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../fuzz/api-routes.ts';
import { type FuzzServer, fuzzOnce, startFuzzServer } from '../fuzz/fuzz-server.ts';
import { fuzzRequests } from '../fuzz/requests.ts';

const root = join(import.meta.dirname, '../..');
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('the API under fuzzed input', () => {
  let server: FuzzServer;
  beforeAll(async () => {
    server = await startFuzzServer(root, adminUrl ?? '');
  }, 120_000);
  afterAll(() => server?.stop());

  it('knows every route', () => {
    const templates = apiRoutes(root).map((r) => r.template);
    expect(templates).toContain('/api/e/discussion/[id]');
    expect(templates).toContain('/api/contact');
    expect(templates.length).toBeGreaterThan(60);
  });

  it('answers no 5xx and only JSON errors', async () => {
    await fc.assert(
      fc.asyncProperty(fuzzRequests(apiRoutes(root)), async (request) => {
        const { problem } = await fuzzOnce(server, request);
        if (problem) throw new Error(problem);
      }),
      {
        numRuns: 400,
        seed: Number(process.env.FUZZ_SEED ?? 20261127),
        // The failing request's own short description, not fast-check's full (sometimes 10 KB) print of it.
        reporter: (run) => {
          if (run.failed)
            throw new Error(
              `after ${run.numRuns} requests (seed ${run.seed}): ${run.errorInstance instanceof Error ? run.errorInstance.message : String(run.errorInstance)}`,
            );
        },
      },
    );
  }, 180_000);
});
