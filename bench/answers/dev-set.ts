/**
 * The answers' dev sets as `bench:answers`, `bench:answer-latency` and `scripts/train-reranker.ts` read them
 * (docs/RETRIEVAL.md "Measurement"): the first set (questions/, split by split.json into a
 * tuning and a test half), the validation set (validation/, split by its own split.json into
 * a diagnosis and a held-out half), the training set (training/, 45 French questions written
 * on 2026-11-29 to fit models on more questions, one part; the reranker fitted with it as well
 * did no better on the held-out halves, docs/RETRIEVAL.md "Reranking", so it is measured only) and
 * the short questions (short/, 49 questions of 3 to 10 words written on 2026-11-29, split by their
 * own split.json into a tuning and a test half).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface DevQuestion {
  id: string;
  question: string;
  lang: string;
  kind: 'lay' | 'english' | 'out-of-corpus';
  type: string;
  sheets: string[];
  facts: { says: string; match: string[] }[];
  country?: string;
}

export type DevPart = 'tuning' | 'test' | 'diagnosis' | 'heldOut' | 'training' | 'shortTuning' | 'shortTest';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The questions of one set's folder (questions/, validation/ or training/), one JSON a line. */
export function readQuestions(dir: string): DevQuestion[] {
  return readdirSync(join(root, dir))
    .filter((f) => f.endsWith('.jsonl'))
    .flatMap((f) =>
      readFileSync(join(root, dir, f), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as DevQuestion),
    );
}

const readSplit = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as Record<string, string[]>;

/** Every question of both sets, and the ids of each part. */
export function readDevSets(): { questions: DevQuestion[]; parts: Record<DevPart, string[]> } {
  const first = readSplit('split.json');
  const validation = readSplit('validation/split.json');
  const training = readQuestions('training');
  const short = readSplit('short/split.json');
  return {
    questions: [
      ...readQuestions('questions'),
      ...readQuestions('validation'),
      ...training,
      ...readQuestions('short'),
    ],
    parts: {
      tuning: first.tuning ?? [],
      test: first.test ?? [],
      diagnosis: validation.diagnosis ?? [],
      heldOut: validation.heldOut ?? [],
      training: training.map((q) => q.id),
      shortTuning: short.tuning ?? [],
      shortTest: short.test ?? [],
    },
  };
}
