import { describe, expect, it } from 'vitest';
import {
  linkedDocumentIds,
  opensWithSummary,
  rewriteDocumentLinks,
  siblingSourceUrl,
  wrapTables,
} from './document-html.ts';

const body =
  '<p>Voir <a href="/library/documents/vdd-F1311">la révision</a>, <a href="/library/documents/vdd-F1736#conciliateur">le conciliateur</a>' +
  ' et <a href="https://www.inc-conso.fr/x" rel="noopener noreferrer">un site</a>, encore <a href="/library/documents/vdd-F1311">ici</a>.</p>';

describe('linkedDocumentIds', () => {
  it('lists each linked document once, without fragments', () => {
    expect(linkedDocumentIds(body)).toEqual(['vdd-F1311', 'vdd-F1736']);
  });
});

describe('rewriteDocumentLinks', () => {
  const sourceUrl = siblingSourceUrl('vdd-F31272', 'https://www.service-public.fr/particuliers/vosdroits/F31272');

  it('points held documents at their localized page and the others at their source', () => {
    const html = rewriteDocumentLinks(body, {
      slugs: new Map([['vdd-F1311', 'revision-du-loyer-vdd-f1311']]),
      href: (path) => `/en${path}`,
      sourceUrl,
    });
    expect(html).toContain('href="/en/library/documents/revision-du-loyer-vdd-f1311"');
    expect(html).not.toContain('/library/documents/vdd-F1311');
    expect(html).toContain('href="https://www.service-public.fr/particuliers/vosdroits/F1736"');
    expect(html).toContain('href="https://www.inc-conso.fr/x"');
  });

  it('keeps the fragment of a held document and leaves a link alone without a source', () => {
    const html = rewriteDocumentLinks(body, {
      slugs: new Map([['vdd-F1736', 'conciliateur-vdd-f1736']]),
      href: (p) => p,
      sourceUrl: () => null,
    });
    expect(html).toContain('href="/library/documents/conciliateur-vdd-f1736#conciliateur"');
    expect(html).toContain('href="/library/documents/vdd-F1311"');
  });
});

describe('siblingSourceUrl', () => {
  it('gives nothing when ids do not follow the source URL', () => {
    expect(siblingSourceUrl('ohada-art-1', 'https://www.ohada.org/')('ohada-art-2')).toBeNull();
    expect(siblingSourceUrl('vdd-F1', null)('vdd-F2')).toBeNull();
    expect(siblingSourceUrl('vdd-F1', 'https://sp.fr/v/F1')('other-F2')).toBeNull();
  });
});

describe('wrapTables', () => {
  it('puts each table in a named, focusable scrolling region', () => {
    expect(wrapTables('<table><tr><td>1</td></tr></table><p>x</p>', 'Tableau "large"')).toBe(
      '<div class="table-scroll" role="region" tabindex="0" aria-label="Tableau &quot;large&quot;"><table><tr><td>1</td></tr></table></div><p>x</p>',
    );
  });
});

describe('opensWithSummary', () => {
  it('sees the summary at the start of the body despite tags and entities', () => {
    expect(opensWithSummary('<p>Le bail dit &quot;oui&quot;. <strong>Suite</strong></p>', 'Le bail dit "oui".')).toBe(
      true,
    );
    expect(opensWithSummary('<section><h2>Autre</h2></section>', 'Le bail dit "oui".')).toBe(false);
  });
});
