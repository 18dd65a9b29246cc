/**
 * "Contains" filters typed by a reader (a conversation, a search in the history, a library item,
 * a lawyer): `%`, `_` and `\` typed are matched literally, and accents and case are ignored on
 * both sides, « preavis » finding « Préavis ».
 */
import { type RawBuilder, sql } from 'kysely';
import { foldAccents } from '../../shared/text-fold.ts';

/** A LIKE/ILIKE pattern for "contains `text`": `%`, `_` and `\` typed by the user are matched literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Accents removed in SQL the way `foldAccents` (shared/text-fold.ts) does in JS, with no extension
// (PGlite has no unaccent) and the same result on both engines, whose collations differ.
const ACCENTED = 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿ';
const PLAIN = 'AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyy';

/** An SQL text expression without its accents, in lower case. */
export const foldedSql = (expression: RawBuilder<unknown>) =>
  sql<string>`lower(translate(${expression}, ${ACCENTED}, ${PLAIN}))`;

/** A column without its accents, in lower case. */
export const folded = (column: string) => foldedSql(sql.ref(column));

/** The pattern for a folded "contains `text`" (compared with `like`, the folded side in lower case). */
export const foldedContains = (text: string) => containsPattern(foldAccents(text));
