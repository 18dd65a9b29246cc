/**
 * Worker thread (see worker-source.ts): lists a sheet source and converts its items on
 * request, so the parse trees (tens of megabytes for the largest sheets) are made and dropped
 * in this thread's capped heap, and the conversion runs beside the database writes instead of
 * between them.
 * In: workerData = WorkerData, then { index } messages. Out: first the WorkerListing, then
 * { index, doc } or { index, error } for each request.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { LibraryDocument } from './document.ts';
import { type SheetSourceSpec, type SourceScope, vddSource, xmlSource } from './sources.ts';

export type ConvertReply = { index: number; doc: LibraryDocument } | { index: number; error: string };

export interface WorkerData {
  spec: SheetSourceSpec;
  /** Items converted ahead of the last one asked for, while the importing thread writes. */
  ahead: number;
}

/** The source as listed, without its loaders. */
export interface WorkerListing {
  items: { ref: string; id: string | null }[];
  skipped: number;
  merged: number;
  scope: SourceScope | null;
}

const { spec, ahead } = workerData as WorkerData;
const source = spec.kind === 'xml' ? await xmlSource(spec.path) : await vddSource(spec.path ?? undefined);
const port = parentPort;
if (!port) throw new Error('convert-worker.ts runs as a worker thread');

const convert = (index: number): Promise<ConvertReply> => {
  const item = source.items[index];
  if (!item) return Promise.resolve({ index, error: `no item ${index}` });
  return item.load().then(
    (doc) => ({ index, doc }),
    (error: unknown) => ({ index, error: error instanceof Error ? error.message : String(error) }),
  );
};

const ready = new Map<number, Promise<ConvertReply>>();
port.on('message', async ({ index }: { index: number }) => {
  const reply = ready.get(index) ?? convert(index);
  for (const i of ready.keys()) if (i <= index || i > index + ahead) ready.delete(i);
  for (let i = index + 1; i <= index + ahead && i < source.items.length; i++)
    if (!ready.has(i)) ready.set(i, convert(i));
  port.postMessage(await reply);
});
const listing: WorkerListing = {
  items: source.items.map(({ ref, id }) => ({ ref, id: id ?? null })),
  skipped: source.skipped,
  merged: source.merged,
  scope: source.scope ?? null,
};
port.postMessage(listing);
