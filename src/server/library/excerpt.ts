/**
 * Search excerpts: ts_headline marks the matches with private-use characters (removed from the
 * text first, so none can be forged), then the text is HTML-escaped and only those become
 * <mark> tags. The result is safe to insert as HTML.
 */
import { type RawBuilder, sql } from 'kysely';

const START = '\uE000';
const STOP = '\uE001';

/** Headlines read the summary and the start of the body: whole sheets would cost milliseconds each. */
const HEADLINE_SOURCE_CHARS = 4000;

/** Over `d`, the library_documents row of a result. */
export function headline(query: RawBuilder<unknown>): RawBuilder<string> {
  const options = `StartSel=${START}, StopSel=${STOP}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
  const source = sql`translate(d.summary || ' ' || left(d.body_text, ${sql.lit(HEADLINE_SOURCE_CHARS)}), ${START + STOP}, '')`;
  return sql<string>`ts_headline('jurisia_fr'::regconfig, ${source}, ${query}, ${options})`;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function excerptHtml(marked: string): string {
  return marked
    .replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)
    .replaceAll(START, '<mark>')
    .replaceAll(STOP, '</mark>');
}
