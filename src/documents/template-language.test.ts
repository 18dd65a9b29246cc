import { describe, expect, it } from 'vitest';
import { renderDocument, TemplateSyntaxError, templateErrors } from './template-language.ts';
import type { DocumentTemplate, TemplateField, TemplateValues } from './template.types.ts';
import { TEMPLATES } from './templates/index.ts';

const NNBSP = '\u202f';
const today = new Date(2026, 2, 1, 12);

const FIELDS: TemplateField[] = [
  { name: 'creditor', label: 'Nom du créancier', type: 'text', required: true, step: 0 },
  { name: 'debtor', label: 'Nom du débiteur', type: 'text', required: false, step: 0 },
  { name: 'address', label: 'Adresse', type: 'textarea', required: false, step: 0 },
  { name: 'amount', label: 'Montant', type: 'number', required: true, step: 1 },
  { name: 'due', label: 'Échéance', type: 'date', required: true, step: 1 },
  {
    name: 'reason',
    label: 'Motif',
    type: 'select',
    required: true,
    step: 1,
    options: [
      { value: 'rent', label: 'loyers impayés' },
      { value: 'loan', label: 'prêt non remboursé' },
    ],
  },
  {
    name: 'lease_ref',
    label: 'Référence du bail',
    type: 'text',
    required: true,
    step: 1,
    showIf: { field: 'reason', equals: 'rent' },
  },
];

const SAMPLE = {
  creditor: 'Awa Dossou',
  debtor: 'Koffi Agbo',
  address: '12 rue des Cocotiers\nCotonou',
  amount: '150000',
  due: '2026-04-30',
  reason: 'rent',
  lease_ref: 'B-2024-17',
};

const make = (body: string, overrides: Partial<DocumentTemplate> = {}): DocumentTemplate => ({
  _id: 'test',
  slug: 'test',
  title: 'Mise en demeure',
  description: 'Un test',
  category: 'money',
  jurisdiction: 'BJ',
  guide: [],
  steps: ['Parties', 'Dette'],
  fields: FIELDS,
  body,
  sample: SAMPLE,
  language: 'fr',
  ...overrides,
});

const render = (body: string, values: TemplateValues = SAMPLE, overrides: Partial<DocumentTemplate> = {}) =>
  renderDocument(make(body, overrides), values, { today });
const texts = (body: string, values: TemplateValues = SAMPLE) =>
  render(body, values).blocks.map((block) => block.runs.map((run) => run.text).join(''));

describe('renderDocument: blocks', () => {
  it('gives the template title and one block per construct', () => {
    const doc = render(
      '# MISE EN DEMEURE\n\n## Objet\n\n> Cotonou\n\nTexte.\n\n- un\n- deux\n\n[signature] {{creditor}}',
    );
    expect(doc.title).toBe('Mise en demeure');
    expect(doc.blocks.map((block) => block.type)).toEqual([
      'title',
      'heading',
      'right',
      'paragraph',
      'item',
      'item',
      'signature',
    ]);
    expect(doc.blocks[6]).toEqual({ type: 'signature', runs: [{ text: 'Awa Dossou', value: true }] });
  });

  it('keeps the lines of a paragraph or a right block as line breaks', () => {
    const doc = render('> {{creditor}}\n> Cotonou\n\nLigne 1\nLigne 2');
    expect(doc.blocks).toEqual([
      { type: 'right', runs: [{ text: 'Awa Dossou', value: true }, { text: '\nCotonou' }] },
      { type: 'paragraph', runs: [{ text: 'Ligne 1\nLigne 2' }] },
    ]);
  });

  it('keeps a multi-line value as line breaks inside its run', () => {
    expect(render('{{address}}').blocks[0]?.runs).toEqual([{ text: '12 rue des Cocotiers\nCotonou', value: true }]);
  });

  it('starts a new block when the kind of line changes', () => {
    expect(render('> A\nB\n# C').blocks.map((block) => block.type)).toEqual(['right', 'paragraph', 'title']);
  });

  it('writes bold runs, values inside bold included', () => {
    expect(render('Somme de **{{amount|amount}} FCFA** due').blocks[0]?.runs).toEqual([
      { text: 'Somme de ' },
      { text: `150${NNBSP}000`, value: true, bold: true },
      { text: ' FCFA', bold: true },
      { text: ' due' },
    ]);
  });
});

describe('renderDocument: values and filters', () => {
  it('applies each filter', () => {
    expect(
      texts(
        '{{due|date}}\n\n{{amount|amount}}\n\n{{amount|words}}\n\n{{creditor|upper}}\n\n{{reason|option}}\n\n{{reason}}',
      ),
    ).toEqual(['30 avril 2026', `150${NNBSP}000`, 'cent-cinquante-mille', 'AWA DOSSOU', 'loyers impayés', 'rent']);
  });

  it('writes dates and words in English for an English template', () => {
    const doc = render('{{due|date}}, {{today}}, {{amount|words}}', SAMPLE, { language: 'en' });
    expect(doc.blocks[0]?.runs.map((run) => run.text).join('')).toBe(
      '30 April 2026, 1 March 2026, one hundred and fifty thousand',
    );
  });

  it('writes today long, from the given day', () => {
    expect(render('Fait le {{today}}.').blocks[0]?.runs).toEqual([{ text: 'Fait le 1er mars 2026.' }]);
  });

  it('applies filters to values typed in the usual ways', () => {
    expect(texts('{{amount|amount}} / {{amount|words}} / {{amount}}', { ...SAMPLE, amount: ' 1 250,50 ' })).toEqual([
      `1${NNBSP}250,50 / mille-deux-cent-cinquante / 1 250,50`,
    ]);
  });

  it('falls back to digits for numbers too large for words', () => {
    expect(texts('{{amount|words}}', { ...SAMPLE, amount: '1000000000000' })).toEqual([
      `1${NNBSP}000${NNBSP}000${NNBSP}000${NNBSP}000`,
    ]);
  });

  it('prints what users type literally, never as template syntax or markup', () => {
    const typed = '{{secret}} **x** <script>alert(1)</script> {{#if a}}';
    const doc = render('Créancier : {{creditor}}', { ...SAMPLE, creditor: typed });
    expect(doc.blocks[0]?.runs).toEqual([{ text: 'Créancier : ' }, { text: typed, value: true }]);
  });
});

describe('renderDocument: missing and empty values', () => {
  it('shows a required field without a value as its label in brackets', () => {
    expect(render('Dû à {{creditor}}.', { ...SAMPLE, creditor: '  ' }).blocks[0]?.runs).toEqual([
      { text: 'Dû à ' },
      { text: '[Nom du créancier]', missing: true },
      { text: '.' },
    ]);
  });

  it('shows a required field with an invalid value as missing too', () => {
    expect(
      render('{{due|date}} {{amount}}', { ...SAMPLE, due: '2026-02-30', amount: 'beaucoup' }).blocks[0]?.runs,
    ).toEqual([{ text: '[Échéance]', missing: true }, { text: ' ' }, { text: '[Montant]', missing: true }]);
  });

  it('keeps bold on a missing value', () => {
    expect(render('**{{creditor}}**', { ...SAMPLE, creditor: '' }).blocks[0]?.runs).toEqual([
      { text: '[Nom du créancier]', missing: true, bold: true },
    ]);
  });

  it('leaves out an empty optional value, and drops a line or block left empty', () => {
    const values = { ...SAMPLE, debtor: '', address: '' };
    expect(texts('Débiteur : {{debtor}}\n\n  {{debtor}}  \n\n> {{creditor}}\n> {{address}}\n> Bénin', values)).toEqual([
      'Débiteur :',
      'Awa Dossou\nBénin',
    ]);
  });

  it('treats a hidden field as empty, even a required one', () => {
    const values = { ...SAMPLE, reason: 'loan' };
    expect(texts('Bail {{lease_ref}}\n\n{{lease_ref}}\n\n{{#if lease_ref}}\nSelon le bail.\n{{/if}}', values)).toEqual([
      'Bail',
    ]);
  });

  it('shows an unknown field as missing rather than failing', () => {
    expect(render('{{ghost}}').blocks[0]?.runs).toEqual([{ text: '[ghost]', missing: true }]);
  });
});

describe('renderDocument: conditions', () => {
  it('renders the enclosed blocks when the field has a value, the else part otherwise', () => {
    const source = [
      'Avant',
      '',
      '{{#if debtor}}',
      'Débiteur : {{debtor}}',
      '',
      'Deuxième bloc',
      '{{else}}',
      'Sans débiteur',
      '{{/if}}',
      '',
      '{{#unless address}}',
      'Sans adresse',
      '{{/unless}}',
    ].join('\n');
    expect(texts(source)).toEqual(['Avant', 'Débiteur : Koffi Agbo', 'Deuxième bloc']);
    expect(texts(source, { ...SAMPLE, debtor: ' ', address: '' })).toEqual(['Avant', 'Sans débiteur', 'Sans adresse']);
  });

  it('compares with a given value', () => {
    const source =
      '{{#if reason = "rent"}}\nLoyers\n{{else}}\nPrêt\n{{/if}}\n{{#unless reason = "rent"}}\nPas de loyer\n{{/unless}}';
    expect(texts(source)).toEqual(['Loyers']);
    expect(texts(source, { ...SAMPLE, reason: 'loan' })).toEqual(['Prêt\nPas de loyer']);
  });

  it('nests conditions', () => {
    const source = '{{#if debtor}}\n{{#if reason = "rent"}}\nA\n{{else}}\nB\n{{/if}}\n{{else}}\nC\n{{/if}}';
    expect(texts(source)).toEqual(['A']);
    expect(texts(source, { ...SAMPLE, reason: 'loan' })).toEqual(['B']);
    expect(texts(source, { ...SAMPLE, debtor: '' })).toEqual(['C']);
  });

  it('can hide one line of a block', () => {
    const source = '> {{creditor}}\n{{#if debtor}}\n> c/o {{debtor}}\n{{/if}}\n> Cotonou';
    expect(texts(source)).toEqual(['Awa Dossou\nc/o Koffi Agbo\nCotonou']);
    expect(texts(source, { ...SAMPLE, debtor: '' })).toEqual(['Awa Dossou\nCotonou']);
  });

  it('refuses a body with a syntax error', () => {
    expect(() => render('{{#if debtor}}\nA')).toThrow(TemplateSyntaxError);
  });
});

describe('templateErrors', () => {
  const BODY =
    '# {{creditor}}\n\n{{debtor}} {{address}} {{amount|words}} {{due|date}} {{reason|option}}\n\n{{#if reason = "rent"}}\n{{lease_ref}}\n{{/if}}';
  const withField = (name: string, change: Partial<TemplateField>) =>
    FIELDS.map((f) => (f.name === name ? { ...f, ...change } : f));

  it('finds nothing wrong with a good template', () => {
    expect(templateErrors(make(BODY))).toEqual([]);
  });

  it.each<[string, Partial<DocumentTemplate>, RegExp]>([
    ['a syntax error, with its line', { body: `${BODY}\n{{#if debtor}}` }, /^body: line 8: .*never closed/],
    ['an unknown field', { body: `${BODY}\n{{ghost}}` }, /line 8: \{\{ghost\}\} is not a field/],
    [
      'an unknown condition field',
      { body: `${BODY}\n{{#if ghost}}\nA\n{{/if}}` },
      /line 8: the condition's ghost is not a field/,
    ],
    [
      'an unknown showIf field',
      { fields: withField('lease_ref', { showIf: { field: 'ghost' } }) },
      /lease_ref: showIf names ghost/,
    ],
    [
      'a showIf on a field that is itself conditional',
      { fields: withField('debtor', { showIf: { field: 'lease_ref' } }) },
      /debtor: showIf names lease_ref, itself conditional/,
    ],
    [
      'option on a text field',
      { body: `${BODY}\n{{creditor|option}}` },
      /option filter needs a select field, and creditor is a text/,
    ],
    ['date on a text field', { body: `${BODY}\n{{creditor|date}}` }, /date filter needs a date field/],
    ['words on a date field', { body: `${BODY}\n{{due|words}}` }, /words filter needs a number field/],
    ['amount on a select field', { body: `${BODY}\n{{reason|amount}}` }, /amount filter needs a number field/],
    [
      'a badly named field',
      {
        fields: [...FIELDS, { name: 'Amount2', label: 'x', type: 'text', required: false, step: 0 }],
        body: `${BODY} {{Amount2}}`,
        sample: { ...SAMPLE, Amount2: 'x' },
      },
      /field Amount2: a name is lower-case/,
    ],
    [
      'a field named today',
      {
        fields: [...FIELDS, { name: 'today', label: 'x', type: 'text', required: false, step: 0 }],
        sample: { ...SAMPLE, today: 'x' },
      },
      /field today: the name is reserved/,
    ],
    [
      'a name used twice',
      { fields: [...FIELDS, { name: 'debtor', label: 'x', type: 'text', required: false, step: 0 }] },
      /field debtor: the name is used twice/,
    ],
    [
      'a step out of range',
      { fields: withField('amount', { step: 2 }) },
      /field amount: step 2 is not one of the 2 steps/,
    ],
    ['a negative step', { fields: withField('amount', { step: -1 }) }, /field amount: step -1/],
    [
      'a select without options',
      { fields: withField('reason', { options: [] }) },
      /field reason: a select needs options/,
    ],
    [
      'a field without a sample value',
      { sample: { ...SAMPLE, debtor: '' } },
      /field debtor: sample value "" \(no sample value\)/,
    ],
    [
      'a sample value that does not validate',
      { sample: { ...SAMPLE, due: '2026-02-30' } },
      /field due: sample value "2026-02-30" \(documents\.errors\.date\)/,
    ],
    ['a sample key that is not a field', { sample: { ...SAMPLE, ghost: 'x' } }, /sample: ghost is not a field/],
    [
      'a field the body does not use',
      { body: BODY.replace(' {{address}}', '') },
      /field address: used neither by the body nor by a showIf/,
    ],
  ])('catches %s', (_name, overrides, message) => {
    const errors = templateErrors(make(BODY, overrides));
    expect(
      errors.some((error) => message.test(error)),
      errors.join('\n'),
    ).toBe(true);
  });

  it('checks the sample of a field its other values hide', () => {
    const sample = { ...SAMPLE, reason: 'loan', lease_ref: 'x'.repeat(201) };
    expect(templateErrors(make(BODY, { sample }))).toEqual([
      `field lease_ref: sample value "${'x'.repeat(201)}" (documents.errors.tooLong)`,
    ]);
  });

  it('counts a field used only by a showIf or a condition as used', () => {
    const body = BODY.replace(' {{reason|option}}', '');
    expect(templateErrors(make(body))).toEqual([]);
    const fields = withField('lease_ref', { showIf: { field: 'debtor' } });
    expect(templateErrors(make(body.replace(' {{debtor}}', ''), { fields }))).toEqual([]);
  });
});

describe('every registered template', () => {
  it('has no template error', () => {
    const problems = TEMPLATES.map((template) => [template.slug, templateErrors(template)] as const).filter(
      ([, errors]) => errors.length > 0,
    );
    expect(Object.fromEntries(problems)).toEqual({});
  });
});
