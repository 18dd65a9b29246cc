import { describe, expect, it } from 'vitest';
import { partEnd, partStart } from '../personal-parts.ts';
import { OFFLINE_COPY_ATTRIBUTE } from '../shared/offline.ts';
import {
  assetsNamed,
  COPIES_END,
  COPIES_START,
  isVisitorCopy,
  listCopiesIn,
  markOfflineCopy,
  OFFLINE_NOTICE_ATTRIBUTE,
  savedOnText,
  titleOf,
} from './copies.ts';

const session = (content: string) => `${partStart('session')}${content}${partEnd('session')}`;

describe('a kept copy of a page', () => {
  it('is only ever a visitor’s page: a signed-in reader’s holds their session', () => {
    expect(isVisitorCopy(`<body>${session('')}</body>`)).toBe(true);
    expect(isVisitorCopy(`<body>${session('<script id="session-user">{"email":"a@b.c"}</script>')}</body>`)).toBe(
      false,
    );
    expect(isVisitorCopy('<body>no markers</body>')).toBe(false);
  });

  it('reads the page title as text', () => {
    expect(titleOf('<head><title>Bail d&#39;habitation &amp; caution - Jurisia</title></head>')).toBe(
      "Bail d'habitation & caution - Jurisia",
    );
    expect(
      titleOf('<title>Caution - Jurisia</title><meta property="og:site_name" content="Jurisia"><h1>Caution</h1>'),
    ).toBe('Caution');
    expect(titleOf('<p>none</p>')).toBe('');
  });

  it('opens the copy served offline on a notice in the page’s words, dated, with no script', () => {
    const messages = JSON.stringify({
      'platform.offline.copy.title': 'Vous êtes hors ligne',
      'platform.offline.copy.text': 'Copie du {date} <enregistrée>.',
    }).replace(/"/g, '&quot;');
    const html = `<!doctype html><html lang="fr" class="dark"><body class="x"><div id="toast-host" data-platform-messages="${messages}"></div></body></html>`;
    const marked = markOfflineCopy(html, '2026-11-28T08:00:00.000Z');
    expect(marked).toContain(`<html ${OFFLINE_COPY_ATTRIBUTE}="2026-11-28T08:00:00.000Z" lang="fr" class="dark">`);
    expect(marked).toMatch(
      new RegExp(
        `<body class="x"><div role="status" ${OFFLINE_NOTICE_ATTRIBUTE}[^>]*><strong>Vous êtes hors ligne</strong> Copie du 28 novembre 2026 à \\d+:00 &lt;enregistrée&gt;.</div><div id="toast-host"`,
      ),
    );
    expect(markOfflineCopy(html, '"><script>')).toContain(`${OFFLINE_COPY_ATTRIBUTE}=""`);
  });

  it('finds the build files a page names', () => {
    const html =
      '<script type="module" src="/_astro/page.Ab1.js"></script><link rel="modulepreload" href="/_astro/x.B2.js">' +
      '<astro-island component-url="/_astro/Island.C3.js"></astro-island><img src="/images/hero.svg">' +
      '<script type="module" src="/_astro/page.Ab1.js"></script>';
    expect(assetsNamed(html, 'https://j.test')).toEqual([
      'https://j.test/_astro/page.Ab1.js',
      'https://j.test/_astro/x.B2.js',
      'https://j.test/_astro/Island.C3.js',
    ]);
  });
});

describe('the offline page’s list', () => {
  const page = `<section data-saved-on="Enregistrée le {date}"><div>${COPIES_START}<p>Aucune page</p>${COPIES_END}</div></section>`;

  it('lists the copies in place of the empty text, escaped, with their dates in the page’s language', () => {
    const html = listCopiesIn(
      page,
      [
        {
          url: 'https://j.test/library/documents/a?x=1&y=2',
          title: 'Caution <b>',
          savedAt: '2026-11-28T08:00:00.000Z',
        },
      ],
      savedOnText(page),
      'fr',
    );
    expect(html).not.toContain('Aucune page');
    expect(html).toContain('href="https://j.test/library/documents/a?x=1&amp;y=2"');
    expect(html).toContain('Caution &lt;b&gt;');
    expect(html).toMatch(/Enregistrée le 28 novembre 2026/);
  });

  it('keeps the empty text when nothing is kept', () => {
    expect(listCopiesIn(page, [], 'x {date}', 'fr')).toBe(page);
  });

  it('reads its own words for the date', () => {
    expect(savedOnText('<section data-saved-on="Saved on {date} &amp; more">')).toBe('Saved on {date} & more');
    expect(savedOnText('<section>')).toBe('{date}');
  });
});
