import { describe, expect, it } from 'vitest';
import { aDraft, blockedStorage, memoryStorage, TEST_TEMPLATE } from './documents.fixtures.ts';
import {
  draftKey,
  hasAnswers,
  loadLocalDraft,
  newerDraft,
  readDraft,
  removeLocalDraft,
  saveLocalDraft,
} from './drafts.ts';

describe('document drafts', () => {
  it('are kept under document-draft:<templateId>', () => {
    expect(draftKey('tpl-test')).toBe('document-draft:tpl-test');
  });

  it('keep only the template fields with text values', () => {
    const draft = readDraft(TEST_TEMPLATE, {
      values: { sender: 'Awa', unknown: 'x', amount: 12 },
      step: 2,
      updatedAt: '2026-03-01T10:00:00.000Z',
      templateId: 'other',
    });
    expect(draft).toEqual({
      templateId: 'tpl-test',
      values: { sender: 'Awa' },
      step: 2,
      updatedAt: '2026-03-01T10:00:00.000Z',
    });
  });

  it('refuse a malformed draft', () => {
    const good = { values: {}, step: 0, updatedAt: '2026-03-01T10:00:00.000Z' };
    for (const bad of [
      null,
      'x',
      [],
      { ...good, values: null },
      { ...good, step: 1.5 },
      { ...good, step: -1 },
      { ...good, step: 5 },
      { ...good, updatedAt: 'hier' },
    ]) {
      expect(readDraft(TEST_TEMPLATE, bad)).toBeNull();
    }
    expect(readDraft(TEST_TEMPLATE, { ...good, step: 4 })?.step).toBe(4);
  });

  it('round-trip through localStorage', () => {
    const storage = memoryStorage();
    expect(saveLocalDraft(storage, aDraft())).toBe(true);
    expect(loadLocalDraft(storage, TEST_TEMPLATE)).toEqual(aDraft());
    removeLocalDraft(storage, TEST_TEMPLATE._id);
    expect(loadLocalDraft(storage, TEST_TEMPLATE)).toBeNull();
  });

  it('survive unreadable or blocked storage', () => {
    expect(loadLocalDraft(memoryStorage({ 'document-draft:tpl-test': '{oops' }), TEST_TEMPLATE)).toBeNull();
    expect(loadLocalDraft(blockedStorage, TEST_TEMPLATE)).toBeNull();
    expect(saveLocalDraft(blockedStorage, aDraft())).toBe(false);
    expect(() => removeLocalDraft(blockedStorage, 'tpl-test')).not.toThrow();
  });

  it('merge to the newer one, the local one on a tie', () => {
    const older = aDraft({ values: { sender: 'ancien' }, updatedAt: '2026-03-01T10:00:00.000Z' });
    const newer = aDraft({ values: { sender: 'récent' }, updatedAt: '2026-03-01T10:00:01.000Z' });
    expect(newerDraft(older, newer)).toBe(newer);
    expect(newerDraft(newer, older)).toBe(newer);
    const tie = aDraft({ values: { sender: 'serveur' } });
    const local = aDraft({ values: { sender: 'local' } });
    expect(newerDraft(local, tie)).toBe(local);
    expect(newerDraft(null, tie)).toBe(tie);
    expect(newerDraft(local, null)).toBe(local);
    expect(newerDraft(null, null)).toBeNull();
  });

  it('tell an empty draft from one with answers', () => {
    expect(hasAnswers({})).toBe(false);
    expect(hasAnswers({ sender: '  ' })).toBe(false);
    expect(hasAnswers({ sender: 'Awa' })).toBe(true);
  });
});
