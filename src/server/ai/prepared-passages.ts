/**
 * Every sheet's analysis made as the library's index reads the sheets (docs/PERFORMANCE.md
 * "Every sheet's passages analysed with the index"). An answer used to fetch its best sheets'
 * HTML from the database and cut and stem it: a statement on the request thread and about 1.5 ms
 * of the retrieval thread's time per sheet, for 4 to 6 sheets a question. The index reads every
 * sheet's HTML once when it is built (for its links): the reader given to it here analyses each
 * sheet on the way and keeps it packed (packed-analysis.ts, 11.3 MB for the 3,984 sheets), so
 * that a question finds its sheets analysed. The first index of a process takes about 80 %
 * longer to build so (9 → 16 s on these 2 cores). An unchanged sheet keeps its analysis when the
 * index is built again; a sheet not read so (an index being built, a version the index has not
 * read yet) is analysed from the database as before (passage-cache.ts).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { LibraryReader, SheetRow } from '../retrieval/library-reader.ts';
import { type AnalysedPassages, analyseSheet, analysisKey } from './passage-cache.ts';
import { packAnalysis, unpackAnalysis } from './packed-analysis.ts';

export interface PreparedPassages {
  /** `reader`, its sheets analysed as they are read from the first (`sheets(null, …)`) to the last. */
  reading(reader: LibraryReader): LibraryReader;
  /** The analysis of this version of the sheet, if it was read so. */
  get(doc: { id: string; hash: string }): AnalysedPassages | undefined;
}

/** Sheets analysed between two turns of the event loop: a question is not held up by more than about 30 ms. */
const PER_TURN = 20;

export function createPreparedPassages(analyse: (html: string) => AnalysedPassages = analyseSheet): PreparedPassages {
  /** The last complete read's analyses, and those of the read under way. */
  let ready = new Map<string, string>();
  let filling: Map<string, string> | null = null;

  const prepare = async (rows: readonly SheetRow[], into: Map<string, string>) => {
    for (const [i, row] of rows.entries()) {
      if (i > 0 && i % PER_TURN === 0) await nextTurn();
      const key = analysisKey({ id: row.id, hash: row.content_hash });
      const kept = ready.get(key);
      if (kept) {
        into.set(key, kept);
        continue;
      }
      try {
        into.set(key, packAnalysis(analyse(row.body_html)));
      } catch {
        // Left to be analysed when it is quoted, where a failure is the question's.
      }
    }
  };

  return {
    reading(reader) {
      return {
        ...reader,
        async sheets(after, limit) {
          const page = await reader.sheets(after, limit);
          // A read from the first sheet is a new index: what it reads replaces what the last one did.
          if (after === null) filling = new Map();
          const into = filling;
          if (into) {
            await prepare(page, into);
            if (page.length < limit && filling === into) {
              ready = into;
              filling = null;
            }
          }
          return page;
        },
      };
    },
    get(doc) {
      const key = analysisKey(doc);
      const packed = filling?.get(key) ?? ready.get(key);
      return packed ? unpackAnalysis(packed) : undefined;
    },
  };
}
