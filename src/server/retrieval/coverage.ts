/**
 * Share of a question's weight a sheet must hold (rank.ts `coverage`) to be answered from or
 * listed as a search result. Chosen on the tuning half of bench/answers: below it lie mostly
 * questions the library does not cover (docs/RETRIEVAL.md "Relevance threshold").
 */
export const MIN_COVERAGE = 0.2;
