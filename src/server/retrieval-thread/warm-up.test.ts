import { describe, expect, it } from 'vitest';
import type { LibraryAnswerRequest } from '../ai/answer-engine.ts';
import { warmUp, warmUpQuestions } from './warm-up.ts';

const TITLES = Array.from({ length: 100 }, (_, i) => `Titre ${i}`);

describe('warm-up questions', () => {
  it('are made of titles spread over the whole library, each once', () => {
    const questions = warmUpQuestions(TITLES, 4);
    expect(questions).toHaveLength(4);
    expect(questions.map((q) => /Titre (\d+)/i.exec(q.question)?.[1])).toEqual(['0', '25', '50', '75']);
    expect(warmUpQuestions(TITLES.slice(0, 3), 10)).toHaveLength(3);
    expect(warmUpQuestions([], 10)).toEqual([]);
  });

  it('take the paths real questions take: English, slips of typing, a story with figures and a negation', () => {
    const questions = warmUpQuestions(['Dépôt de garantie dans un contrat de location'], 1).concat(
      warmUpQuestions(Array(6).fill('Dépôt de garantie dans un contrat de location'), 6),
    );
    expect(questions.filter((q) => q.language === 'en')).toHaveLength(1);
    expect(questions.some((q) => q.question.includes('contrt') && q.question.includes('locatin'))).toBe(true);
    expect(questions.some((q) => /\d+ mois/.test(q.question) && /\bpas\b/.test(q.question))).toBe(true);
  });

  it('let the calls arriving meanwhile through, between two answers', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('a question'), 1);
    // Answers that read nothing, as from sheets already analysed: they settle without I/O.
    const answer = async () => {
      const until = performance.now() + 1;
      while (performance.now() < until);
      return { text: '', sources: [], found: false, engine: 'library' as const };
    };
    await warmUp(answer, warmUpQuestions(TITLES, 20), { budgetMs: 60_000 });
    order.push('warmed up');
    expect(order).toEqual(['a question', 'warmed up']);
  });

  it('are answered in turn until the count, the budget or a stop', async () => {
    const asked: LibraryAnswerRequest[] = [];
    const answer = async (request: LibraryAnswerRequest) => {
      asked.push(request);
      return { text: '', sources: [], found: false, engine: 'library' as const };
    };
    expect(await warmUp(answer, warmUpQuestions(TITLES, 5), { budgetMs: 60_000 })).toMatchObject({ answered: 5 });
    expect(new Set(asked.map((r) => r.thinkMode))).toEqual(new Set(['instant', 'think', 'deepThink']));
    expect((await warmUp(answer, warmUpQuestions(TITLES, 5), { budgetMs: 0 })).answered).toBe(0);
    const stop = new AbortController();
    stop.abort();
    expect((await warmUp(answer, warmUpQuestions(TITLES, 5), { budgetMs: 60_000, signal: stop.signal })).answered).toBe(
      0,
    );
  });
});
