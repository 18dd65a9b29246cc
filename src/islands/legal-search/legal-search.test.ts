import { describe, expect, it } from 'vitest';
import { MAX_QUESTION_LENGTH } from '~/shared/legal-search-rules.ts';
import { aPage, aRequest } from './legal-search.fixtures.ts';
import {
  announcement,
  applyPush,
  canAsk,
  clampPage,
  historyQuery,
  matchesFilter,
  mergeRequest,
  optimisticRequest,
  prependTo,
  sameQuestion,
  sameRequest,
  settle,
} from './legal-search.ts';

const pending = aRequest({ answerStatus: 'pending', answerText: null, sources: [] });

describe('status transitions (SPEC-COVERAGE §4)', () => {
  it('a new search starts pending, with its localId and language', () => {
    const request = optimisticRequest({
      questionText: 'Bail ?',
      localId: 'l-9',
      language: 'en',
      now: new Date('2025-01-01T00:00:00Z'),
    });
    expect(request).toMatchObject({
      _id: '',
      localId: 'l-9',
      language: 'en',
      answerStatus: 'pending',
      createdAt: '2025-01-01T00:00:00.000Z',
    });
  });

  it('a completed push with an answer completes the search', () => {
    expect(applyPush({ request: aRequest({ answerStatus: 'pending' }), status: 'completed' }).answerStatus).toBe(
      'completed',
    );
  });

  it('a push that has the question but no answer fails the search', () => {
    expect(applyPush({ request: aRequest({ answerText: null }), status: 'completed' }).answerStatus).toBe('failed');
    expect(applyPush({ request: aRequest({ answerText: '  ' }), status: 'completed' }).answerStatus).toBe('failed');
  });

  it('a failed push, or a push carrying an error, fails the search with that error', () => {
    expect(applyPush({ request: pending, status: 'failed', err: 'Moteur indisponible' })).toMatchObject({
      answerStatus: 'failed',
      err: 'Moteur indisponible',
    });
    expect(applyPush({ request: aRequest(), status: 'completed', err: 'boom' }).answerStatus).toBe('failed');
  });

  it('a search read as completed without an answer is failed', () => {
    expect(settle(aRequest({ answerText: null })).answerStatus).toBe('failed');
    expect(settle(pending)).toBe(pending);
  });

  it('a late "pending" never takes back a settled status, but brings the server id', () => {
    const done = aRequest({ _id: '' });
    expect(mergeRequest(done, { ...pending, _id: 'srv-1' })).toMatchObject({ answerStatus: 'completed', _id: 'srv-1' });
    expect(mergeRequest(pending, aRequest())).toMatchObject({ answerStatus: 'completed' });
  });

  it('matches a search by server id, or by localId before the server answered', () => {
    expect(sameRequest(aRequest({ _id: '', localId: 'a' }), aRequest({ _id: 'x', localId: 'a' }))).toBe(true);
    expect(sameRequest(aRequest({ _id: 'x', localId: null }), aRequest({ _id: 'x', localId: null }))).toBe(true);
    expect(sameRequest(aRequest({ _id: '', localId: null }), aRequest({ _id: '', localId: null }))).toBe(false);
  });

  it('announces a search under way, then how it ended, but not a search merely opened', () => {
    expect(announcement(null, pending)).toBe('pending');
    expect(announcement(pending, aRequest())).toBe('completed');
    expect(announcement(pending, aRequest({ answerStatus: 'failed' }))).toBe('failed');
    expect(announcement(null, aRequest())).toBeNull();
    expect(announcement(pending, aRequest({ _id: 'other', localId: 'other' }))).toBeNull();
  });
});

describe('question rules (SPEC-COVERAGE §5)', () => {
  it('recognises the recorded question despite CRLF line breaks and spacing', () => {
    expect(sameQuestion('Ligne un\nligne deux ', 'Ligne un\r\nligne deux')).toBe(true);
    expect(sameQuestion('Bail ?', 'Bail commercial ?')).toBe(false);
  });

  it('needs some text, at most 10000 characters', () => {
    expect(canAsk('   ')).toBe(false);
    expect(canAsk('Bail ?')).toBe(true);
    expect(canAsk('a'.repeat(MAX_QUESTION_LENGTH))).toBe(true);
    expect(canAsk('a'.repeat(MAX_QUESTION_LENGTH + 1))).toBe(false);
  });
});

describe('history pages and filter (SPEC-COVERAGE §5, §9)', () => {
  it('clamps page numbers into 1..totalPages', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(-3, 5)).toBe(1);
    expect(clampPage(6, 5)).toBe(5);
    expect(clampPage(2.7, 5)).toBe(2);
    expect(clampPage(Number.NaN, 5)).toBe(1);
    expect(clampPage(3, 0)).toBe(1);
  });

  it('asks 10 per page and sends the trimmed filter only when there is one', () => {
    expect(historyQuery(2, '  ')).toEqual({ page: 2, perPage: 10 });
    expect(historyQuery(1, ' Divorce ')).toEqual({ page: 1, perPage: 10, q: 'Divorce' });
  });

  it('filters on a case-insensitive substring of the question, accents ignored', () => {
    expect(matchesFilter(aRequest({ questionText: 'Comment DIVORCER vite ?' }), 'divorcer')).toBe(true);
    expect(matchesFilter(aRequest({ questionText: 'Arrêt maladie' }), 'ARRET')).toBe(true);
    expect(matchesFilter(aRequest({ questionText: 'Bail' }), 'divorce')).toBe(false);
    expect(matchesFilter(aRequest(), '')).toBe(true);
  });

  it('puts a new search on top, keeps 10 and counts the pages again', () => {
    const items = Array.from({ length: 10 }, (_, i) => aRequest({ _id: `s${i}`, localId: `l${i}` }));
    const list = prependTo(aPage(items, { totalItems: 10, totalPages: 1 }), pending);
    expect(list.data).toHaveLength(10);
    expect(list.data[0]).toBe(pending);
    expect(list).toMatchObject({ totalItems: 11, totalPages: 2 });
  });
});
