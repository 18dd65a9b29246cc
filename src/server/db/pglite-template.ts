/**
 * A new PGlite database runs initdb first: about 4 s on these machines, most of what a test
 * that opens one waits for. Loading the dump of a freshly initialised one takes about 1 s. When
 * PGLITE_TEMPLATE names such a dump (vitest's global setup makes one, tests/pglite-template.ts),
 * in-memory databases start from it; the migrations still run as usual (client.ts `migrate`).
 * A folder under DATA_DIR never does: it keeps its own files.
 */
import { readFile } from 'node:fs/promises';

let loaded: Promise<Blob | undefined> | undefined;

/** The dump PGLITE_TEMPLATE names, read once per process; undefined when unset or unreadable. */
export function memoryTemplate(path = process.env['PGLITE_TEMPLATE']): Promise<Blob | undefined> {
  if (!path) return Promise.resolve(undefined);
  loaded ??= readFile(path).then(
    (bytes) => new Blob([bytes]),
    () => undefined,
  );
  return loaded;
}
