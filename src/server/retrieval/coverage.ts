/**
 * Share of a question's weight a sheet must hold (rank.ts `coverage`) to be answered from or
 * listed as a search result. Chosen on the tuning half of bench/answers: below it lie mostly
 * questions the library does not cover (docs/RETRIEVAL.md "Relevance threshold").
 */
export const MIN_COVERAGE = 0.2;

/**
 * The assistant answers only when one of the ranking's first ANSWERING_PLACES sheets holds
 * MIN_COVERAGE. When the sheets ranked best all hold less, a sheet further down holding more is
 * one sharing the story's words, not its matter: « mon patron m'a chassé … » was answered from
 * « Arme de catégorie C », the sixth, after five hunting sheets. On the dev sets' halves that may
 * be read, the first sheet holding enough was never the right one past the second place
 * (docs/RETRIEVAL.md "Relevance threshold").
 */
export const ANSWERING_PLACES = 2;

/**
 * The ranked sheets the assistant may answer from, in their order: none unless one of the first
 * ANSWERING_PLACES holds MIN_COVERAGE, and the first of them that does first. Past the first
 * place a sheet holding less is cited as ranked: on the dev sets' halves that may be read, such
 * sheets (52 of the 760 places 2 to 5) were the right one as often as the others (3 times:
 * « Qu'est-ce qu'un accident de trajet ? », 0.12), and dropping them let sheets ranked further down
 * take their place (docs/RETRIEVAL.md "Relevance threshold").
 */
export function answeringSheets<T extends { coverage: number }>(ranked: readonly T[]): T[] {
  const held = (sheet: T) => sheet.coverage >= MIN_COVERAGE;
  const opening = ranked.slice(0, ANSWERING_PLACES).findIndex(held);
  const first = ranked[opening];
  if (!first) return [];
  return [first, ...ranked.slice(0, opening), ...ranked.slice(opening + 1)];
}

/**
 * Agreement the best sheets must show (rank.ts `coherence`) for the assistant to answer from
 * them. Chosen on the tuning half of bench/answers: questions that are not legal at all ("who won
 * the cup", "my girlfriend hasn't answered") draw sheets sharing nothing but a stray word (0.02),
 * while the lowest the library answered right was 0.08 (docs/RETRIEVAL.md "Relevance threshold").
 */
export const MIN_COHERENCE = 0.07;

/**
 * Share of the question the best sheets must hold in their heads (rank.ts `headCoverage`) for
 * the assistant to answer from them. Chosen on the tuning half of bench/answers (docs/RETRIEVAL.md
 * "Relevance threshold").
 */
export const MIN_HEAD_COVERAGE = 0.05;
