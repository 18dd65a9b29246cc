import { describe, expect, it } from 'vitest';
import { fitsWinAnsi, toWinAnsi } from './win-ansi.ts';

describe('toWinAnsi', () => {
  it('keeps French text as it is, typographic signs included', () => {
    const french = 'Œuvre « délai » l’époux… 15 € — ça, où, naïf, cœur, Ÿ ½';
    expect(toWinAnsi(french)).toBe(french);
  });

  it('composes decomposed accents instead of dropping them', () => {
    expect(toWinAnsi('de\u0301lai')).toBe('délai');
  });

  it('drops the Yorùbá marks WinAnsi cannot carry and keeps the tones it can', () => {
    expect(toWinAnsi('Báwo ni mo ṣe lè kọ ọkọ mi sílẹ̀? ẹ́')).toBe('Báwo ni mo se lè ko oko mi sílè? é');
  });

  it('gives Fɔngbè, Polish and Turkish letters without decomposition their look-alike', () => {
    expect(toWinAnsi('Kanbyɔ Xósin nǔ lɛ ɖó Ɛ Ɔ łódź Kasım')).toBe('Kanbyo Xósin nu le dó E O lódz Kasim');
  });

  it('replaces each character it cannot approximate by a single question mark', () => {
    expect(toWinAnsi('离婚 한국 развод 😀 👨‍👩‍👧')).toBe('?? ?? ?????? ? ?');
  });

  it('unfolds compatibility forms', () => {
    expect(toWinAnsi('ﬁn\u2003x²')).toBe('fin x²');
  });

  it('keeps French narrow no-break spaces unbreakable', () => {
    expect(toWinAnsi('«\u202Fdélai\u202F»')).toBe('«\u00A0délai\u00A0»');
  });

  it('turns control characters into spaces, keeps line feeds and removes invisible characters', () => {
    expect(toWinAnsi('a\tb\r\nc\u200Bd\u00ADe\uFEFF')).toBe('a b \ncde');
  });
});

describe('fitsWinAnsi', () => {
  it('accepts text that only needs approximations', () => {
    expect(fitsWinAnsi('23 Oṣù Bélú 2026')).toBe(true);
    expect(fitsWinAnsi('Où ? Quand ?')).toBe(true);
  });

  it('rejects text that would show question marks', () => {
    expect(fitsWinAnsi('23 ноября 2026 г.')).toBe(false);
    expect(fitsWinAnsi('2026年11月23日')).toBe(false);
  });
});
