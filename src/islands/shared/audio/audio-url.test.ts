import { describe, expect, it } from 'vitest';
import { audioUrlKind } from './audio-url.ts';

describe('audioUrlKind', () => {
  it.each([
    ['storage://users/u1/a.mp3', 'sign'],
    ['/api/files/users/u1/a.mp3', 'sign'],
    ['/api/files/users/u1/a.mp3?disposition=inline', 'sign'],
    ['/api/files/users/u1/a.mp3?expires=1&sig=abc', 'direct'],
    ['https://bucket.example.org/a.mp3?X-Amz-Signature=1', 'direct'],
    ['HTTP://example.org/a.mp3', 'direct'],
    ['storage://', 'invalid'],
    ['/api/files/', 'invalid'],
    ['/api/filesX/a.mp3', 'invalid'],
    ['api/files/a.mp3', 'invalid'],
    ['//evil.example.org/a.mp3', 'invalid'],
    ['javascript:alert(1)', 'invalid'],
    ['blob:https://example.org/1', 'invalid'],
    ['https://', 'invalid'],
  ] as const)('%s → %s', (url, kind) => {
    expect(audioUrlKind(url)).toBe(kind);
  });
});
