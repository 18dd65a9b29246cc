import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { convertCorpusDocument, parseEnvelope } from './corpus-json.ts';
import { toHtml } from './html.ts';
import { createProgress, progressLine } from './progress.ts';
import { sanitizeHtml } from './sanitize-html.ts';
import { convertSheet } from './vdd-sheet.ts';

const FIXTURES = join(import.meta.dirname, '../../../../tests/fixtures');
const sheet = (audience: string, id: string) =>
  convertSheet(JSON.parse(readFileSync(join(FIXTURES, 'vdd', audience, `${id}.json`), 'utf8')), { audience });

const el = (name: string, children: unknown[] = [], attributes?: Record<string, string>) => ({
  type: 'element',
  name,
  ...(attributes ? { attributes } : {}),
  children,
});
const text = (t: string) => ({ type: 'text', text: t });

/** A minimal sheet around the given body elements. */
const sheetTree = (texte: unknown[]) => ({
  children: [
    el(
      'Publication',
      [
        el('dc:title', [text('Titre <b>test</b>')]),
        el('dc:description', [text('Résumé')]),
        el('dc:date', [text('modified 2020-01-31')]),
        el('Audience', [text('Particuliers')]),
        el('Texte', texte),
      ],
      { ID: 'F1' },
    ),
  ],
});

describe('Service-Public.fr sheet converter', () => {
  it('keeps metadata: title, summary, theme, breadcrumb, date, source URL and attribution', () => {
    const doc = sheet('particuliers', 'F31272');
    expect(doc).toMatchObject({
      id: 'vdd-F31272',
      slug: 'loyers-impayes-et-expulsion-du-locataire-f31272',
      title: 'Loyers impayés et expulsion du locataire',
      category: 'Logement',
      jurisdiction: 'FR',
      sourceName: 'Service-Public.fr – DILA',
      sourceUrl: 'https://www.service-public.fr/particuliers/vosdroits/F31272',
      language: 'fr',
      audiences: ['particuliers'],
    });
    expect(doc.summary).toMatch(/^En cas de loyer impayé/);
    expect(doc.sheetDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(doc.breadcrumb[0]).toEqual({ id: 'Particuliers', title: 'Accueil particuliers' });
    expect(doc.breadcrumb.at(-1)?.id).toBe('F31272');
    expect(doc.tags.length).toBeGreaterThan(0);
  });

  it('turns chapters into headings, lists into lists, notes into asides, links into our pages', () => {
    const doc = sheet('particuliers', 'F1191');
    expect(doc.bodyHtml).toContain("<section><h2>De quoi s'agit-il ?</h2>");
    expect(doc.bodyHtml).toMatch(/<section><h3>Vous craignez un enlèvement parental<\/h3>/);
    expect(doc.bodyHtml).toContain('<ul><li>le refus de ramener');
    expect(doc.bodyHtml).toContain('<aside class="warning"><p><strong>Attention</strong></p>');
    expect(doc.bodyHtml).toContain('<a href="/library/documents/vdd-F18786">droit de visite</a>');
    expect(doc.bodyHtml).toMatch(/<a href="https?:\/\/[^"]+" rel="noopener noreferrer">médiation familiale<\/a>/);
    expect(doc.bodyHtml).toContain('<h2>Textes de référence</h2>');
    expect(doc.bodyHtml).toContain('<h2>Où s’adresser ?</h2>');
    expect(doc.bodyText).toContain("On parle d'enlèvement parental");
    expect(doc.bodyText).not.toMatch(/<[a-z]/);
  });

  it('emits only whitelisted elements and attributes', () => {
    for (const [audience, id] of [
      ['particuliers', 'F1657'],
      ['particuliers', 'N31343'],
      ['professionnels', 'N31392'],
      ['associations', 'F34722'],
    ] as const) {
      const html = sheet(audience, id).bodyHtml;
      const tags = new Set([...html.matchAll(/<([a-z0-9]+)/g)].map((m) => m[1]));
      for (const tag of tags)
        expect([
          'p',
          'h2',
          'h3',
          'h4',
          'h5',
          'h6',
          'ul',
          'ol',
          'li',
          'section',
          'aside',
          'table',
          'caption',
          'thead',
          'tbody',
          'tr',
          'th',
          'td',
          'dl',
          'dt',
          'dd',
          'blockquote',
          'a',
          'strong',
          'em',
          'sup',
          'sub',
        ]).toContain(tag);
      const attrs = new Set([...html.matchAll(/ ([a-z]+)="/g)].map((m) => m[1]));
      for (const a of attrs) expect(['href', 'rel', 'class', 'colspan', 'rowspan']).toContain(a);
    }
  });

  it('renders tables with a caption, header cells and spans clamped to their row group', () => {
    const doc = sheetTree([
      el('Tableau', [
        el('Titre', [text('Barème')]),
        el('Colonne', [], { largeur: '50', type: 'normal' }),
        el('Rangée', [el('Cellule', [el('Paragraphe', [text('Médaille')])], { fusionVerticale: '2' })], {
          type: 'header',
        }),
        el(
          'Rangée',
          [
            el('Cellule', [el('Paragraphe', [text('Or')])], { fusionHorizontale: '2' }),
            el('Cellule', [el('Paragraphe', [text('35 ans')])]),
          ],
          { type: 'normal' },
        ),
      ]),
    ]);
    expect(convertSheet(doc).bodyHtml).toBe(
      '<table><caption>Barème</caption><thead><tr><th>Médaille</th></tr></thead><tbody><tr><td colspan="2">Or</td><td>35 ans</td></tr></tbody></table>',
    );
  });

  it('escapes markup found in text and attributes, and drops unsafe link targets', () => {
    const doc = sheetTree([
      el('Paragraphe', [
        text('<script>alert("x")</script> & co '),
        el('LienExterne', [text('lien')], { URL: 'javascript:alert(1)' }),
      ]),
      el('Paragraphe', [el('LienExterne', [text('ok')], { URL: 'https://example.org/?a="b"&c' })]),
      el('Liste', [el('Item', [el('Paragraphe', [text('un')])]), el('Item', [el('Paragraphe', [text('deux')])])], {
        type: 'numero',
      }),
      el('Inconnu', [el('Paragraphe', [text('texte gardé')])]),
      el('Condition', [el('estVrai', [], { var: 'x' })]),
    ]);
    const out = convertSheet(doc);
    expect(out.title).toBe('Titre <b>test</b>');
    expect(out.bodyHtml).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co lien</p>' +
        '<p><a href="https://example.org/?a=%22b%22&amp;c" rel="noopener noreferrer">ok</a></p>' +
        '<ol><li>un</li><li>deux</li></ol><p>texte gardé</p>',
    );
    expect(out.bodyText).toBe('<script>alert("x")</script> & co lien\nok\nun\ndeux\ntexte gardé');
  });

  it('lists the sheets of a folder (N) as links to our pages', () => {
    const doc = sheet('particuliers', 'N443');
    expect(doc.bodyHtml).toContain('<li><a href="/library/documents/vdd-F1019">Contrat adultes-relais</a></li>');
    expect(doc.bodyHtml).toContain('<h2>Questions ? Réponses !</h2>');
  });

  it('names what is wrong with a tree that is not a sheet', () => {
    expect(() => convertSheet({ children: [] })).toThrow('no <Publication> root element');
    const resource = { children: [{ type: 'element', name: 'Publication', attributes: { ID: 'R12' } }] };
    expect(() => convertSheet(resource)).toThrow(/not an F or N sheet id/);
  });
});

describe('third-party HTML', () => {
  it('keeps whitelisted structure, unwraps other tags, drops scripts, handlers and unsafe links', () => {
    const html = toHtml(
      sanitizeHtml(
        '<h1 class="x">Titre</h1><p onclick="x()">a &amp; <b>b</b> <a href="javascript:x()">c</a> <a href="https://e.org/">d</a> <span>e</span></p>' +
          '<script>alert(1)</script><style>p{}</style><!-- note --><img src=x onerror=alert(1)><table><tr><td colspan="3" style="x">f</td></tr></table><p>5 < 10</p>',
      ),
    );
    expect(html).toBe(
      '<h2>Titre</h2><p>a &amp; <strong>b</strong> <a>c</a> <a href="https://e.org/" rel="noopener noreferrer">d</a> e</p>' +
        '<table><tr><td colspan="3">f</td></tr></table><p>5 &lt; 10</p>',
    );
  });

  it('converts a JSON corpus document and reports an invalid one', () => {
    const corpus = JSON.parse(readFileSync(join(FIXTURES, 'corpus/ohada-sample.json'), 'utf8'));
    const envelope = parseEnvelope(corpus);
    const [first, second, third] = envelope.documents;
    const doc = convertCorpusDocument(envelope, first);
    expect(doc).toMatchObject({
      id: 'ohada-audcg-art-1',
      jurisdiction: 'OHADA',
      category: 'Droit commercial',
      sheetDate: '2010-12-15',
    });
    expect(doc.bodyHtml).not.toMatch(/script|onclick|javascript/);
    expect(convertCorpusDocument(envelope, second).bodyHtml).toBe(
      "<p>Le mariage ne peut être contracté qu'entre un homme et une femme âgés de dix-huit ans au moins.</p><p>Il peut être accordé une dispense d'âge pour motifs graves.</p>",
    );
    expect(() => convertCorpusDocument(envelope, third)).toThrow(/title/);
    expect(() => parseEnvelope({ ...corpus, jurisdiction: 'benin' })).toThrow(/jurisdiction/);
  });
});

describe('progress', () => {
  it('draws a bar with counts, percentage and time', () => {
    expect(progressLine('import', 5, 20, 1500)).toBe('import [######------------------] 5/20 25% 1.5 s');
  });

  it('writes one line per tenth when not on a terminal', () => {
    const lines: string[] = [];
    const progress = createProgress('x', 20, { isTTY: false, write: (s: string) => lines.push(s) }, () => 0);
    for (let i = 0; i < 20; i++) progress.tick();
    progress.done();
    expect(lines).toHaveLength(10);
    expect(lines.at(-1)).toBe('x [########################] 20/20 100% 0.0 s\n');
  });
});
