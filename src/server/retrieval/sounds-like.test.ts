import { describe, expect, it } from 'vitest';
import { soundsLike } from './sounds-like.ts';

describe('how a French word sounds', () => {
  it('gives words said alike one key', () => {
    const alike: [string, string][] = [
      ['pention', 'pension'],
      ['kosion', 'caution'],
      ['aksident', 'accident'],
      ['salere', 'salaire'],
      ['retrete', 'retraite'],
      ['hipoteque', 'hypotheque'],
      ['alocation', 'allocation'],
      ['succecion', 'succession'],
      ['anploi', 'emploi'],
      ['divorse', 'divorce'],
      ['lojement', 'logement'],
      ['depo', 'depots'],
    ];
    for (const [typed, meant] of alike) expect(soundsLike(typed), `${typed} ~ ${meant}`).toBe(soundsLike(meant));
  });

  it('keeps words said otherwise apart', () => {
    const apart: [string, string][] = [
      ['pension', 'mention'],
      ['allocation', 'location'],
      ['accident', 'aident'],
      ['question', 'kession'],
      ['chat', 'kat'],
      ['vin', 'van'],
    ];
    for (const [a, b] of apart) expect(soundsLike(a), `${a} / ${b}`).not.toBe(soundsLike(b));
  });
});
