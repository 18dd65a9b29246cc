import { describe, expect, it } from 'vitest';
import { checkCitations, inline, toSubset } from './markdown.ts';

describe('inline', () => {
  it('makes quoted text unable to forge markers, links or bold', () => {
    expect(inline('Voir [1] et **ceci** [lien](/x)\n  ici')).toBe('Voir (1) et ceci (lien)(/x) ici');
  });
});

describe('toSubset', () => {
  it('brings other Markdown to the subset', () => {
    const reply = '# Titre\r\n### Sous-titre\n* un\n• deux\n1) premier\n*important* et **gras**\n```\ncode\n```';
    expect(toSubset(reply)).toBe('## Titre\n## Sous-titre\n- un\n- deux\n1. premier\nimportant et **gras**\n\ncode');
  });

  it("keeps links to the platform's pages and turns others into their text", () => {
    expect(toSubset('[annuaire](/lawyers), [piège](https://evil.example) et [x](//evil.example) ![img](/a.png)')).toBe(
      '[annuaire](/lawyers), piège et x img',
    );
  });

  it('removes HTML tags', () => {
    expect(toSubset('Un <b>mot</b><script>alert(1)</script>')).toBe('Un motalert(1)');
  });
});

describe('checkCitations', () => {
  it('keeps valid markers, renumbering the sources in order of first citation', () => {
    expect(checkCitations('A [3]. B [1]. C [3].', 3)).toEqual({ text: 'A [1]. B [2]. C [1].', cited: [3, 1] });
  });

  it('removes markers pointing to no source, with the space before them', () => {
    expect(checkCitations('A [9]. B [2] [0].', 2)).toEqual({ text: 'A. B [1].', cited: [2] });
  });

  it('splits lists and ranges of numbers into separate markers', () => {
    expect(checkCitations('A [1, 3]. B [2-3]. C [1;9].', 3)).toEqual({
      text: 'A [1][2]. B [3][2]. C [1].',
      cited: [1, 3, 2],
    });
  });

  it('leaves links alone', () => {
    expect(checkCitations('[1](/lawyers) [annuaire](/lawyers)', 1)).toEqual({
      text: '[1](/lawyers) [annuaire](/lawyers)',
      cited: [],
    });
  });
});
