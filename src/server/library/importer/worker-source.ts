/**
 * A sheet source (vdd or xml) whose items are read and converted in a worker thread with a
 * small heap (convert-worker.ts). Converting on the importing thread grew the server's RSS by
 * some 160 MB of parse-tree garbage during a full import on PGlite; the server's heap now only
 * sees the finished documents, a batch at a time. A worker that dies (a sheet too big for its
 * heap) is replaced by one that converts nothing ahead, so the item asked for is the culprit,
 * and asked again once; an item that kills it twice is reported as failed like a bad file.
 */
import { Worker } from 'node:worker_threads';
import type { ConvertReply, WorkerData, WorkerListing } from './convert-worker.ts';
import type { LibraryDocument } from './document.ts';
import type { CorpusSource, SheetSourceSpec } from './sources.ts';

const WORKER = new URL('./convert-worker.ts', import.meta.url);
/** Enough for the largest sheet (2.6 MB of JSON) and the documents converted ahead. */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 };
const AHEAD = 8;

export interface ClosableSource extends CorpusSource {
  /** Stops the worker; the source cannot be read afterwards. */
  close(): Promise<void>;
}

interface Pending {
  index: number;
  retried: boolean;
  resolve(doc: LibraryDocument): void;
  reject(error: Error): void;
}

export async function sheetSourceInWorker(spec: SheetSourceSpec): Promise<ClosableSource> {
  let pending: Pending | null = null;
  let worker: Worker;
  let closed = false;
  let listedOnce = false;
  let listed: (listing: WorkerListing) => void = () => {};
  let failedToList: (error: Error) => void = () => {};

  const start = (ahead: number) => {
    const workerData: WorkerData = { spec, ahead };
    worker = new Worker(WORKER, { workerData, resourceLimits: RESOURCE_LIMITS });
    worker.on('message', (message: WorkerListing | ConvertReply) => {
      if (!('index' in message)) return listed(message);
      const request = pending;
      if (request?.index !== message.index) return;
      pending = null;
      if ('doc' in message) request.resolve(message.doc);
      else request.reject(new Error(message.error));
    });
    worker.on('error', (error) => failedToList(error));
    worker.on('exit', (code) => {
      // Workers only stop when closed, or when one dies: then a new one takes over, once listed.
      if (closed || !listedOnce) return;
      start(0);
      const request = pending;
      pending = null;
      if (request?.retried) request.reject(new Error(`conversion stopped the worker (exit code ${code})`));
      else if (request) ask({ ...request, retried: true });
    });
  };
  const ask = (request: Pending) => {
    pending = request;
    worker.postMessage({ index: request.index });
  };

  const listing = new Promise<WorkerListing>((resolve, reject) => {
    listed = resolve;
    failedToList = reject;
  });
  start(AHEAD);
  const { items, skipped, merged, scope } = await listing;
  listedOnce = true;
  return {
    items: items.map(({ ref, id }, index) => ({
      ref,
      ...(id === null ? {} : { id }),
      load: () => new Promise<LibraryDocument>((resolve, reject) => ask({ index, retried: false, resolve, reject })),
    })),
    skipped,
    merged,
    ...(scope === null ? {} : { scope }),
    async close() {
      closed = true;
      await worker.terminate();
    },
  };
}
