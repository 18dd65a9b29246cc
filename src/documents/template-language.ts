/**
 * The template language (docs/TEMPLATES.md): rendering a template with the form's values into
 * the blocks the preview, the PDF and the DOCX share, and the static checks every template
 * passes in its tests. The syntax is read by `template-parser.ts`.
 */
import { formatAmount, formatLongDate, isoDay, numberInWords, parseNumberInput } from './format.ts';
import type { ConditionTest, Filter, InlinePart, ParsedTemplate, TemplateNode } from './template-parser.ts';
import { parseTemplate, TemplateSyntaxError } from './template-parser.ts';
import type {
  DocumentBlock,
  DocumentTemplate,
  RenderedDocument,
  TemplateField,
  TemplateValues,
  TextRun,
} from './template.types.ts';
import { fieldProblem, isVisible } from './validate.ts';

export type { ConditionTest, Filter, InlinePart, ParsedTemplate, TemplateNode } from './template-parser.ts';
export { FILTERS, parseTemplate, TemplateSyntaxError } from './template-parser.ts';

// Keyed by body: the preview re-renders on every keystroke, and the bodies are the few of
// the registry, so the cache stays small.
const parsedBodies = new Map<string, ParsedTemplate>();

function parsedBody(body: string): ParsedTemplate {
  let parsed = parsedBodies.get(body);
  if (!parsed) {
    parsed = parseTemplate(body);
    parsedBodies.set(body, parsed);
  }
  return parsed;
}

interface RenderContext {
  template: DocumentTemplate;
  fields: Map<string, TemplateField>;
  values: TemplateValues;
  today: string;
}

interface RenderedLine {
  block: DocumentBlock['type'];
  runs: TextRun[];
}

/** A rendered line, or null for a blank line of the body: the end of a block. */
type LineOrBlockEnd = RenderedLine | null;

/**
 * The document for `values` (as the form holds them). A value is inserted as plain text (a
 * run with `value: true`), never read as syntax or markup. A visible required field without a
 * valid value shows `[label]` (`missing: true`); an optional or hidden one shows nothing. A
 * line left without text is dropped, and so is a block left without lines. Consecutive
 * paragraph lines, and consecutive `> ` lines, make one block whose lines are joined by '\n'.
 * @throws TemplateSyntaxError when the body is not valid (which `templateErrors` tests).
 */
export function renderDocument(
  template: DocumentTemplate,
  values: TemplateValues,
  options: { today: Date },
): RenderedDocument {
  const context: RenderContext = {
    template,
    fields: new Map(template.fields.map((field) => [field.name, field])),
    values,
    today: formatLongDate(isoDay(options.today), template.language),
  };
  const lines: LineOrBlockEnd[] = [];
  renderNodes(parsedBody(template.body).nodes, context, lines);
  return { title: template.title, blocks: groupIntoBlocks(lines) };
}

function renderNodes(nodes: TemplateNode[], context: RenderContext, out: LineOrBlockEnd[]): void {
  for (const node of nodes) {
    if (node.kind === 'blank') out.push(null);
    else if (node.kind === 'condition')
      renderNodes(holds(node.test, context) ? node.whenMet : node.whenUnmet, context, out);
    else {
      const runs = trimLineEdges(node.parts.flatMap((part) => renderPart(part, context)));
      if (runs.some((run) => run.text.trim() !== '')) out.push({ block: node.block, runs });
    }
  }
}

/** A field's value as the document sees it: trimmed, and '' while the field is hidden. */
function effectiveValue(name: string, context: RenderContext): string {
  const field = context.fields.get(name);
  if (!field || !isVisible(field, context.values)) return '';
  return (context.values[name] ?? '').replace(/\r\n?/g, '\n').trim();
}

function holds(test: ConditionTest, context: RenderContext): boolean {
  const value = effectiveValue(test.field, context);
  const met = test.equals === undefined ? value !== '' : value === test.equals;
  return met !== test.negated;
}

function renderPart(part: InlinePart, context: RenderContext): TextRun[] {
  const bold = part.bold ? { bold: true } : {};
  if (part.kind === 'text') return [{ text: part.text, ...bold }];
  if (part.kind === 'today') return [{ text: context.today, ...bold }];
  const field = context.fields.get(part.name);
  if (!field) return [{ text: `[${part.name}]`, missing: true, ...bold }];
  if (!isVisible(field, context.values)) return [];
  const value = effectiveValue(part.name, context);
  if (fieldProblem(field, value, context.values))
    return field.required ? [{ text: `[${field.label}]`, missing: true, ...bold }] : [];
  if (value === '') return [];
  return [{ text: filtered(value, part.filter, field, context.template.language), value: true, ...bold }];
}

function filtered(value: string, filter: Filter | null, field: TemplateField, language: string): string {
  switch (filter) {
    case null:
      return value;
    case 'upper':
      return value.toUpperCase();
    case 'date':
      return formatLongDate(value, language);
    case 'option':
      return field.options?.find((option) => option.value === value)?.label ?? value;
    case 'amount':
    case 'words': {
      const n = parseNumberInput(value);
      if (n === null) return value;
      return filter === 'words' ? wordsOrDigits(n, language) : formatAmount(n);
    }
  }
}

/** Beyond the numbers `numberInWords` writes, digits are better than no amount at all. */
function wordsOrDigits(n: number, language: string): string {
  try {
    return numberInWords(n, language);
  } catch {
    return formatAmount(n);
  }
}

const isPlain = (run: TextRun) => !run.value && !run.missing;

/** The template's spaces at a line's edges would be left over by a value that is empty. */
function trimLineEdges(runs: TextRun[]): TextRun[] {
  const trimmed = [...runs];
  const first = trimmed[0];
  if (first && isPlain(first)) trimmed[0] = { ...first, text: first.text.trimStart() };
  const last = trimmed.at(-1);
  if (last && isPlain(last)) trimmed[trimmed.length - 1] = { ...last, text: last.text.trimEnd() };
  return trimmed.filter((run) => run.text !== '');
}

const MULTI_LINE_BLOCKS: ReadonlySet<DocumentBlock['type']> = new Set(['paragraph', 'right']);

function groupIntoBlocks(lines: LineOrBlockEnd[]): DocumentBlock[] {
  const blocks: DocumentBlock[] = [];
  let open: RenderedLine | null = null;
  for (const line of lines) {
    if (line && open && line.block === open.block && MULTI_LINE_BLOCKS.has(line.block)) {
      open.runs.push({ text: '\n' }, ...line.runs);
      continue;
    }
    if (open) blocks.push({ type: open.block, runs: mergeRuns(open.runs) });
    open = line ? { block: line.block, runs: [...line.runs] } : null;
  }
  if (open) blocks.push({ type: open.block, runs: mergeRuns(open.runs) });
  return blocks;
}

/** Joins neighbouring runs of template text with the same weight; values stay apart. */
function mergeRuns(runs: TextRun[]): TextRun[] {
  const merged: TextRun[] = [];
  for (const run of runs) {
    const previous = merged.at(-1);
    if (previous && isPlain(previous) && isPlain(run) && Boolean(previous.bold) === Boolean(run.bold)) {
      merged[merged.length - 1] = { ...previous, text: previous.text + run.text };
    } else merged.push(run);
  }
  return merged;
}

const FIELD_NAME = /^[a-z][a-z0-9_]*$/;
const FILTER_TYPES: Partial<Record<Filter, TemplateField['type']>> = {
  date: 'date',
  amount: 'number',
  words: 'number',
  option: 'select',
};

interface BodyUses {
  refs: { name: string; filter: Filter | null; line: number }[];
  conditions: { name: string; line: number }[];
}

function bodyUses(nodes: TemplateNode[], uses: BodyUses = { refs: [], conditions: [] }): BodyUses {
  for (const node of nodes) {
    if (node.kind === 'condition') {
      uses.conditions.push({ name: node.test.field, line: node.line });
      bodyUses(node.whenMet, uses);
      bodyUses(node.whenUnmet, uses);
    } else if (node.kind === 'line') {
      for (const part of node.parts)
        if (part.kind === 'field') uses.refs.push({ name: part.name, filter: part.filter, line: node.line });
    }
  }
  return uses;
}

/**
 * Everything wrong with a template, for its tests (none for a good one): the body's syntax;
 * fields named `^[a-z][a-z0-9_]*$`, once, not `today`; valid steps; options for every select;
 * references and conditions (body and `showIf`) naming fields; filters suiting the field
 * (`date` a date, `amount` and `words` a number, `option` a select); every field used by the
 * body or a `showIf`; a valid sample value for every field and none for unknown ones.
 */
export function templateErrors(template: DocumentTemplate): string[] {
  const errors: string[] = [];
  const fields = new Map(template.fields.map((field) => [field.name, field]));
  errors.push(
    ...template.fields.flatMap((field, index) => fieldErrors(field, template, template.fields.slice(0, index))),
  );
  let uses: BodyUses = { refs: [], conditions: [] };
  try {
    uses = bodyUses(parseTemplate(template.body).nodes);
  } catch (error) {
    if (!(error instanceof TemplateSyntaxError)) throw error;
    errors.push(`body: ${error.message}`);
  }
  for (const { name, filter, line } of uses.refs) {
    const field = fields.get(name);
    if (!field) errors.push(`body line ${line}: {{${name}}} is not a field`);
    const expected = filter ? FILTER_TYPES[filter] : undefined;
    if (field && expected && field.type !== expected)
      errors.push(`body line ${line}: the ${filter} filter needs a ${expected} field, and ${name} is a ${field.type}`);
  }
  for (const { name, line } of uses.conditions)
    if (!fields.has(name)) errors.push(`body line ${line}: the condition's ${name} is not a field`);
  const used = new Set([...uses.refs, ...uses.conditions].map((use) => use.name));
  for (const field of template.fields) {
    if (field.showIf) used.add(field.showIf.field);
    if (field.showIf && !fields.has(field.showIf.field))
      errors.push(`field ${field.name}: showIf names ${field.showIf.field}, not a field`);
    // A hidden field keeps its value while hidden: a field shown by it would stay shown.
    if (field.showIf && fields.get(field.showIf.field)?.showIf)
      errors.push(`field ${field.name}: showIf names ${field.showIf.field}, itself conditional`);
  }
  for (const field of template.fields)
    if (!used.has(field.name)) errors.push(`field ${field.name}: used neither by the body nor by a showIf`);
  for (const name of Object.keys(template.sample)) if (!fields.has(name)) errors.push(`sample: ${name} is not a field`);
  return errors;
}

function fieldErrors(field: TemplateField, template: DocumentTemplate, before: TemplateField[]): string[] {
  const errors: string[] = [];
  const name = field.name;
  if (!FIELD_NAME.test(name))
    errors.push(`field ${name}: a name is lower-case letters, digits and underscores, starting with a letter`);
  if (name === 'today') errors.push('field today: the name is reserved for {{today}}');
  if (before.some((other) => other.name === name)) errors.push(`field ${name}: the name is used twice`);
  if (!Number.isInteger(field.step) || field.step < 0 || field.step >= template.steps.length)
    errors.push(`field ${name}: step ${field.step} is not one of the ${template.steps.length} steps`);
  if (field.type === 'select' && !field.options?.length) errors.push(`field ${name}: a select needs options`);
  if ((field.past || field.notBefore !== undefined) && field.type !== 'date')
    errors.push(`field ${name}: past and notBefore are for dates`);
  if (field.notBefore !== undefined && !template.fields.some((f) => f.name === field.notBefore && f.type === 'date'))
    errors.push(`field ${name}: notBefore names no date field`);
  const sample = template.sample[name];
  // The sample fills every field, even one its other values hide: check it as if shown.
  const { showIf: _hiddenOrNot, ...shown } = field;
  const problem =
    sample === undefined || sample.trim() === ''
      ? { key: 'no sample value' }
      : fieldProblem(shown, sample, template.sample, template.fields);
  if (problem) errors.push(`field ${name}: sample value ${JSON.stringify(sample ?? null)} (${problem.key})`);
  return errors;
}
