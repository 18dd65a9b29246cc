/**
 * The answers' dev sets (bench/answers: questions/ with its split.json, validation/ with its own,
 * training/ in one part, short/ with its own split.json)
 * stay what bench:answers reads: one question a line with the fields it scores, ids unique and
 * each in exactly one part, and every labelled sheet and fact still in the corpus the product
 * ships, so a corpus update that drops a sheet or rewords a fact shows here, not as a silent fall
 * in the figures (docs/RETRIEVAL.md "Measurement").
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readDevSets, readQuestions } from '../../bench/answers/dev-set.ts';
import reranker from '../../src/server/retrieval/reranker.json' with { type: 'json' };
import { RERANK_FEATURES } from '../../src/server/retrieval/rerank.ts';
import { VDD_AUDIENCES, vddDataDir } from '../../src/server/library/importer/sources.ts';
import { convertSheet } from '../../src/server/library/importer/vdd-sheet.ts';
import { foldText } from '../../src/server/retrieval/text.ts';

const root = fileURLToPath(new URL('../../bench/answers/', import.meta.url));
const KINDS = ['lay', 'english', 'out-of-corpus'];
const TYPES = ['how', 'how-long', 'how-much', 'where', 'who', 'documents', 'rights', 'what'];

const sets = [
  { dir: 'questions', split: 'split.json', parts: ['tuning', 'test'] },
  { dir: 'validation', split: 'validation/split.json', parts: ['diagnosis', 'heldOut'] },
  // The training set is one part, all of it fitting the reranker.
  { dir: 'training', split: null, parts: ['training'] },
  { dir: 'short', split: 'short/split.json', parts: ['tuning', 'test'] },
].map(({ dir, split: splitFile, parts }) => {
  const questions = readQuestions(dir);
  if (!splitFile) return { dir, questions, parts: [questions.map((q) => q.id)] };
  const split = JSON.parse(readFileSync(join(root, splitFile), 'utf8')) as Record<string, string[]>;
  return { dir, questions, parts: parts.map((p) => split[p] ?? []) };
});

const fold = (text: string) => foldText(text).replace(/\s+/g, ' ');

async function sheetText(id: string): Promise<string | null> {
  const file = `${id.replace(/^vdd-/, '')}.json`;
  for (const audience of VDD_AUDIENCES) {
    try {
      const doc = convertSheet(JSON.parse(await readFile(join(vddDataDir(), audience, file), 'utf8')), { audience });
      return fold(`${doc.title}\n${doc.summary ?? ''}\n${doc.bodyText}`);
    } catch {}
  }
  return null;
}

describe.each(sets)('the $dir dev set', ({ questions, parts }) => {
  it('holds well-formed questions with unique ids, each in exactly one part', () => {
    const ids = questions.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...parts.flat()].sort()).toEqual([...ids].sort());
    for (const q of questions) {
      expect(KINDS, q.id).toContain(q.kind);
      expect(TYPES, q.id).toContain(q.type);
      expect(q.question.length, q.id).toBeGreaterThan(10);
      expect(['fr', 'en'], q.id).toContain(q.lang);
      if (q.kind === 'out-of-corpus') expect([q.sheets, q.facts], q.id).toEqual([[], []]);
      else expect(q.sheets.length, q.id).toBeGreaterThan(0);
    }
  });

  it('labels sheets the corpus holds, with facts their texts state', async () => {
    const texts = new Map<string, string | null>();
    for (const id of new Set(questions.flatMap((q) => q.sheets))) texts.set(id, await sheetText(id));
    const missing: string[] = [];
    for (const q of questions) {
      const own = q.sheets.map((id) => texts.get(id)).filter((t): t is string => Boolean(t));
      for (const id of q.sheets) if (!texts.get(id)) missing.push(`${q.id}: no sheet ${id}`);
      for (const fact of q.facts)
        if (!fact.match.some((m) => own.some((t) => t.includes(fold(m)))))
          missing.push(`${q.id}: "${fact.match.join(' / ')}" in none of its sheets`);
    }
    expect(missing).toEqual([]);
  });
});

// scripts/train-reranker.ts fits the shipped reranker on the French lay questions of these two
// parts: a question added to them, or a feature added to the model, without fitting it again
// shows here (docs/RETRIEVAL.md "Reranking").
describe('the shipped reranker', () => {
  it('was fitted on the tuning and diagnosis halves as they are, with the features rerank.ts reads', () => {
    const { questions, parts } = readDevSets();
    const fittedOn = new Set([...parts.tuning, ...parts.diagnosis]);
    const lay = questions.filter((q) => fittedOn.has(q.id) && q.kind === 'lay').length;
    expect(reranker.trainedOn).toMatch(new RegExp(`^${lay} French lay questions`));
    expect(reranker.features).toEqual([...RERANK_FEATURES]);
  });
});
