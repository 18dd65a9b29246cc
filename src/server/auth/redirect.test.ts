import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { landingPath, safeRedirect } from './redirect.ts';

describe('safeRedirect', () => {
  it('keeps paths of this site, with their query and hash', () => {
    for (const path of ['/', '/chat', '/chat/abc?x=1&y=%2F%2Fz', '/library#top', '/en/search'])
      expect(safeRedirect(path)).toBe(path);
  });

  it('sends every other target home', () => {
    const evil = [
      'https://evil.test',
      '//evil.test',
      '///evil.test',
      '/\\evil.test',
      '\\/evil.test',
      'javascript:alert(1)',
      'data:text/html,x',
      '/\t/evil.test',
      '/\n/evil.test',
      '/%09/x\\y',
      ' /chat',
      'chat',
      '',
      null,
      42,
      { to: '/' },
    ];
    for (const value of evil) expect(safeRedirect(value)).toBe('/');
  });

  it('never yields a target another origin could answer (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((s) => `/${s}`),
          fc.string().map((s) => `//${s}`),
        ),
        (value) => {
          const target = safeRedirect(value);
          expect(new URL(target, 'https://jurisia.example').origin).toBe('https://jurisia.example');
          expect(target.startsWith('/') && !target.startsWith('//')).toBe(true);
        },
      ),
    );
  });

  it('lands in the visitor language unless the path names one', () => {
    expect(landingPath('/chat', 'en')).toBe('/en/chat');
    expect(landingPath('/yo/chat', 'en')).toBe('/yo/chat');
    expect(landingPath('//evil.test', 'fr')).toBe('/');
    expect(landingPath(undefined, 'fon')).toBe('/fon');
  });
});
