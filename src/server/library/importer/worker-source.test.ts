import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VDD_AUDIENCES, vddSource } from './sources.ts';
import { sheetSourceInWorker } from './worker-source.ts';

const VDD = join(import.meta.dirname, '../../../../tests/fixtures/vdd');

describe('sheets converted in a worker thread', () => {
  it('gives the items, documents and failures of the source read in-process', async () => {
    const here = await vddSource(VDD);
    const worker = await sheetSourceInWorker({ kind: 'vdd', path: VDD });
    try {
      expect(worker.items.map(({ ref, id }) => ({ ref, id }))).toEqual(here.items.map(({ ref, id }) => ({ ref, id })));
      expect({ skipped: worker.skipped, merged: worker.merged, scope: worker.scope }).toEqual({
        skipped: here.skipped,
        merged: here.merged,
        scope: here.scope,
      });
      // Out of order on purpose: the worker converts one ahead, but answers what is asked.
      for (const i of [3, 0, 1, 2, ...here.items.keys()]) {
        const outcome = (p: Promise<unknown> | undefined) =>
          Promise.resolve(p).then(
            (doc) => ({ doc }),
            (e: Error) => ({ error: e.message }),
          );
        expect(await outcome(worker.items[i]?.load())).toEqual(await outcome(here.items[i]?.load()));
      }
    } finally {
      await worker.close();
    }
  });

  it('reports a sheet that kills the worker as failed, and goes on with the others', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'jurisia-worker-'));
    try {
      for (const audience of VDD_AUDIENCES) await mkdir(join(dir, audience));
      await copyFile(join(VDD, 'particuliers/F1191.json'), join(dir, 'particuliers/F1.json'));
      // Bigger than the worker's heap: it dies reading it, then again when asked alone.
      await writeFile(join(dir, 'particuliers/F2.json'), `{"x":"${'a'.repeat(80_000_000)}"}`);
      await copyFile(join(VDD, 'particuliers/F31272.json'), join(dir, 'particuliers/F3.json'));
      const source = await sheetSourceInWorker({ kind: 'vdd', path: dir });
      try {
        const [first, huge, last] = source.items;
        expect((await first?.load())?.id).toBe('vdd-F1191');
        await expect(huge?.load()).rejects.toThrow(/stopped the worker/);
        expect((await last?.load())?.id).toBe('vdd-F31272');
      } finally {
        await source.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
