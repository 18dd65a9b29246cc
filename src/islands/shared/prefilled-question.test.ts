import { describe, expect, it } from 'vitest';
import { forgetQuestionInAddress, questionOf } from './prefilled-question.ts';

describe('a question brought by the address', () => {
  it('is read trimmed and capped, and absent when blank', () => {
    expect(questionOf(new URL('https://x.test/chat?q=%20Mon%20propri%C3%A9taire%20garde%20ma%20caution%20'), 100)).toBe(
      'Mon propriétaire garde ma caution',
    );
    expect(questionOf(new URL('https://x.test/chat?q=abcdef'), 3)).toBe('abc');
    expect(questionOf(new URL('https://x.test/chat?q=%20'), 100)).toBeUndefined();
    expect(questionOf(new URL('https://x.test/chat'), 100)).toBeUndefined();
  });

  it('leaves the address once taken, the rest of it kept, with no new history entry', () => {
    const replaced: string[] = [];
    const win = {
      location: { href: 'https://x.test/en/search?q=bail&tab=1#top' },
      history: { state: null, replaceState: (_s: unknown, _t: string, url: string) => void replaced.push(url) },
    };
    forgetQuestionInAddress(win as unknown as Window);
    expect(replaced).toEqual(['/en/search?tab=1#top']);
    forgetQuestionInAddress({ location: { href: 'https://x.test/chat' }, history: win.history } as unknown as Window);
    expect(replaced).toHaveLength(1);
  });
});
