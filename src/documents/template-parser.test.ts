import { describe, expect, it } from 'vitest';
import { parseTemplate, TemplateSyntaxError } from './template-parser.ts';

describe('parseTemplate', () => {
  it('reads each block kind from its line prefix, and blank lines as block ends', () => {
    const { nodes } = parseTemplate('# Titre\n## Partie\n> Cotonou\n- point\n[signature] Awa\nTexte\n\n  Suite  ');
    expect(nodes).toEqual([
      { kind: 'line', line: 1, block: 'title', parts: [{ kind: 'text', text: 'Titre', bold: false }] },
      { kind: 'line', line: 2, block: 'heading', parts: [{ kind: 'text', text: 'Partie', bold: false }] },
      { kind: 'line', line: 3, block: 'right', parts: [{ kind: 'text', text: 'Cotonou', bold: false }] },
      { kind: 'line', line: 4, block: 'item', parts: [{ kind: 'text', text: 'point', bold: false }] },
      { kind: 'line', line: 5, block: 'signature', parts: [{ kind: 'text', text: 'Awa', bold: false }] },
      { kind: 'line', line: 6, block: 'paragraph', parts: [{ kind: 'text', text: 'Texte', bold: false }] },
      { kind: 'blank' },
      { kind: 'line', line: 8, block: 'paragraph', parts: [{ kind: 'text', text: 'Suite', bold: false }] },
    ]);
  });

  it('keeps text that only looks like a prefix as a paragraph', () => {
    const { nodes } = parseTemplate('#hashtag\n-5 %\n###');
    expect(nodes.map((node) => (node.kind === 'line' ? node.block : node.kind))).toEqual([
      'paragraph',
      'paragraph',
      'paragraph',
    ]);
  });

  it('reads value references, filters, today and bold', () => {
    const { nodes } = parseTemplate('Payez **{{ amount | amount }} francs** le {{today}} à {{name|upper}}');
    expect(nodes[0]).toEqual({
      kind: 'line',
      line: 1,
      block: 'paragraph',
      parts: [
        { kind: 'text', text: 'Payez ', bold: false },
        { kind: 'field', name: 'amount', filter: 'amount', bold: true },
        { kind: 'text', text: ' francs', bold: true },
        { kind: 'text', text: ' le ', bold: false },
        { kind: 'today', bold: false },
        { kind: 'text', text: ' à ', bold: false },
        { kind: 'field', name: 'name', filter: 'upper', bold: false },
      ],
    });
  });

  it('leaves an unpaired ** as written', () => {
    const { nodes } = parseTemplate('**gras** et 5 ** 2');
    expect(nodes[0]).toMatchObject({
      parts: [
        { kind: 'text', text: 'gras', bold: true },
        { kind: 'text', text: ' et 5 ** 2', bold: false },
      ],
    });
  });

  it('nests conditions with else, unless and equals', () => {
    const { nodes } = parseTemplate('{{#if a}}\nA\n{{else}}\n{{#unless b = "x y"}}\nB\n{{/unless}}\n{{/if}}');
    expect(nodes).toEqual([
      {
        kind: 'condition',
        line: 1,
        test: { field: 'a', negated: false },
        whenMet: [{ kind: 'line', line: 2, block: 'paragraph', parts: [{ kind: 'text', text: 'A', bold: false }] }],
        whenUnmet: [
          {
            kind: 'condition',
            line: 4,
            test: { field: 'b', equals: 'x y', negated: true },
            whenMet: [{ kind: 'line', line: 5, block: 'paragraph', parts: [{ kind: 'text', text: 'B', bold: false }] }],
            whenUnmet: [],
          },
        ],
      },
    ]);
  });

  it('accepts Windows line ends', () => {
    expect(parseTemplate('A\r\n\r\nB').nodes.map((node) => node.kind)).toEqual(['line', 'blank', 'line']);
  });
});

describe('template errors', () => {
  const errorOf = (body: string) => {
    try {
      parseTemplate(body);
    } catch (error) {
      if (error instanceof TemplateSyntaxError) return error;
      throw error;
    }
    throw new Error('no TemplateSyntaxError');
  };

  it.each([
    ['an unknown filter', 'A\n{{x|lower}}', 2, /unknown filter "lower"/],
    ['an empty filter', '{{x|}}', 1, /unknown filter/],
    ['two filters', '{{x|date|upper}}', 1, /unknown filter/],
    ['a filter on today', 'A\n\n{{today|upper}}', 3, /today.*no filter/],
    ['an unknown directive', 'A\n{{#each items}}', 2, /unknown directive/],
    ['an unknown closing directive', '{{/each}}', 1, /unknown directive/],
    ['a reference with spaces', '{{first name}}', 1, /unknown directive/],
    ['empty braces', 'A {{}}', 1, /unknown directive/],
    ['{{ without }}', 'A\nB {{name\nC }}', 2, /"\{\{" without "\}\}"/],
    ['an unclosed if', 'A\n{{#if x}}\nB', 2, /never closed/],
    [
      'an unclosed nested unless',
      '{{#if x}}\n{{#unless y}}\n{{/if}}',
      3,
      /\{\{\/if\}\} closes the \{\{#unless\}\} of line 2/,
    ],
    ['a stray /if', 'A\n\n{{/if}}', 3, /without an open condition/],
    ['a stray else', '{{else}}', 1, /outside a condition/],
    ['a second else', '{{#if x}}\n{{else}}\n{{else}}\n{{/if}}', 3, /second \{\{else\}\}/],
    ['a condition without a field', '{{#if}}\n{{/if}}', 1, /malformed condition/],
    ['a value in single quotes', "{{#if x = 'a'}}\n{{/if}}", 1, /malformed condition/],
    ['a comparison that is not =', '{{#if x != "a"}}\n{{/if}}', 1, /malformed condition/],
    ['a condition sharing its line', 'A {{#if x}}\n{{/if}}', 1, /line of its own/],
  ])('names %s with its line', (_name, body, line, message) => {
    const error = errorOf(body);
    expect(error.line).toBe(line);
    expect(error.message).toMatch(new RegExp(`^line ${line}: `));
    expect(error.message).toMatch(message);
  });
});
