/**
 * Share of a question's weight a sheet must hold (rank.ts `coverage`) to be answered from or
 * listed as a search result. Chosen on the tuning half of bench/answers: below it lie mostly
 * questions the library does not cover (docs/RETRIEVAL.md "Relevance threshold").
 */
export const MIN_COVERAGE = 0.2;

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
