import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import type { Discussion } from '~/shared/events.ts';
import { followTabTitle, tabTitle } from './tab-title.ts';

const discussion = (title: string): Discussion => ({ _id: 'd1', title, createdAt: '', updatedAt: '' });

describe('the tab title', () => {
  it('names the open conversation before the chat and the app, and the chat alone without one', () => {
    expect(tabTitle(discussion('Mon bail'), 'Chat - Jurisia')).toBe('Mon bail - Chat - Jurisia');
    expect(tabTitle(null, 'Chat - Jurisia')).toBe('Chat - Jurisia');
  });

  it('follows a rename, another conversation opened and a new one, until stopped', () => {
    const $current = atom<Discussion | null>(discussion('Mon bail'));
    const doc = { title: 'Mon bail - Chat - Jurisia' };
    const stop = followTabTitle($current, 'Chat - Jurisia', doc);
    $current.set(discussion('Caution non rendue'));
    expect(doc.title).toBe('Caution non rendue - Chat - Jurisia');
    $current.set(null);
    expect(doc.title).toBe('Chat - Jurisia');
    stop();
    $current.set(discussion('Divorce'));
    expect(doc.title).toBe('Chat - Jurisia');
  });
});
