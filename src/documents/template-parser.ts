/**
 * The template language's syntax (docs/TEMPLATES.md "Body"): a body is read once into lines,
 * blank separators and conditions. Conditions work on lines, so one may enclose several
 * blocks or a few lines of one block (a line of an address); blocks are formed when
 * rendering, from the lines that remain.
 */
import type { DocumentBlock, FieldCondition } from './template.types.ts';

export const FILTERS = ['date', 'amount', 'words', 'upper', 'option'] as const;
export type Filter = (typeof FILTERS)[number];

export type BlockType = DocumentBlock['type'];

/** A piece of a line: template text, a field's value or today's date, bold or not. */
export type InlinePart =
  | { kind: 'text'; text: string; bold: boolean }
  | { kind: 'field'; name: string; filter: Filter | null; bold: boolean }
  | { kind: 'today'; bold: boolean };

/** `{{#if field}}`, `{{#if field = "value"}}`, or with `negated`, `{{#unless …}}`. */
export interface ConditionTest extends FieldCondition {
  negated: boolean;
}

export type TemplateNode =
  | { kind: 'line'; line: number; block: BlockType; parts: InlinePart[] }
  /** A blank line: the end of a block. */
  | { kind: 'blank' }
  | { kind: 'condition'; line: number; test: ConditionTest; whenMet: TemplateNode[]; whenUnmet: TemplateNode[] };

export interface ParsedTemplate {
  nodes: TemplateNode[];
}

/** A template error; the message starts with the 1-based line it is on. */
export class TemplateSyntaxError extends Error {
  readonly line: number;

  constructor(line: number, problem: string) {
    super(`line ${line}: ${problem}`);
    this.name = 'TemplateSyntaxError';
    this.line = line;
  }
}

const BLOCK_PREFIXES: [RegExp, BlockType][] = [
  [/^##(?:\s+|$)/, 'heading'],
  [/^#(?:\s+|$)/, 'title'],
  [/^>(?:\s+|$)/, 'right'],
  [/^-(?:\s+|$)/, 'item'],
  [/^\[signature\](?:\s+|$)/, 'signature'],
];
const VALUE_REF = /^([A-Za-z_]\w*)\s*(?:\|\s*(\S*))?$/;
const CONDITION = /^#(if|unless)\s+([A-Za-z_]\w*)\s*(?:=\s*"([^"]*)")?$/;

interface OpenCondition {
  keyword: 'if' | 'unless';
  node: Extract<TemplateNode, { kind: 'condition' }>;
  inElse: boolean;
}

/**
 * Reads a body (docs/TEMPLATES.md). Checks the syntax only; whether the fields exist is
 * `templateErrors`' concern.
 * @throws TemplateSyntaxError on an unknown filter or directive, a `{{` without `}}`, a
 * malformed, unclosed or stray condition, or a condition sharing its line with text.
 */
export function parseTemplate(body: string): ParsedTemplate {
  const root: TemplateNode[] = [];
  const open: OpenCondition[] = [];
  const target = () => {
    const innermost = open.at(-1);
    if (!innermost) return root;
    return innermost.inElse ? innermost.node.whenUnmet : innermost.node.whenMet;
  };
  body.split(/\r\n?|\n/).forEach((source, index) => {
    const line = index + 1;
    const text = source.trim();
    if (text === '') {
      target().push({ kind: 'blank' });
      return;
    }
    const tokens = tokenize(text, line);
    const directive = tokens.find((token) => token.kind === 'directive');
    if (!directive) {
      target().push(contentLine(text, line));
      return;
    }
    if (tokens.length > 1) throw new TemplateSyntaxError(line, `"{{${directive.inner}}}" must be on a line of its own`);
    applyDirective(directive.inner, line, open, target);
  });
  const unclosed = open.at(-1);
  if (unclosed)
    throw new TemplateSyntaxError(
      unclosed.node.line,
      `{{#${unclosed.keyword}}} is never closed by {{/${unclosed.keyword}}}`,
    );
  return { nodes: root };
}

function applyDirective(inner: string, line: number, open: OpenCondition[], target: () => TemplateNode[]): void {
  if (inner === 'else') {
    const innermost = open.at(-1);
    if (!innermost) throw new TemplateSyntaxError(line, '{{else}} outside a condition');
    if (innermost.inElse)
      throw new TemplateSyntaxError(
        line,
        `a second {{else}} in the {{#${innermost.keyword}}} of line ${innermost.node.line}`,
      );
    innermost.inElse = true;
    return;
  }
  if (inner === '/if' || inner === '/unless') {
    const innermost = open.pop();
    if (!innermost) throw new TemplateSyntaxError(line, `{{${inner}}} without an open condition`);
    if (`/${innermost.keyword}` !== inner)
      throw new TemplateSyntaxError(
        line,
        `{{${inner}}} closes the {{#${innermost.keyword}}} of line ${innermost.node.line}`,
      );
    return;
  }
  const match = CONDITION.exec(inner);
  if (!match) {
    const problem = /^#(if|unless)\b/.test(inner) ? 'malformed condition' : 'unknown directive';
    throw new TemplateSyntaxError(line, `${problem} "{{${inner}}}"`);
  }
  const keyword = match[1] === 'unless' ? 'unless' : 'if';
  const test: ConditionTest = { field: match[2] ?? '', negated: keyword === 'unless' };
  if (match[3] !== undefined) test.equals = match[3];
  const node: OpenCondition['node'] = { kind: 'condition', line, test, whenMet: [], whenUnmet: [] };
  target().push(node);
  open.push({ keyword, node, inElse: false });
}

type Token = { kind: 'text'; text: string } | { kind: 'directive'; inner: string } | { kind: 'ref'; part: InlinePart };

/** Splits a line into text and `{{…}}` tokens. */
function tokenize(text: string, line: number): Token[] {
  const tokens: Token[] = [];
  let rest = text;
  for (let start = rest.indexOf('{{'); start >= 0; start = rest.indexOf('{{')) {
    const end = rest.indexOf('}}', start + 2);
    if (end < 0) throw new TemplateSyntaxError(line, '"{{" without "}}"');
    if (start > 0) tokens.push({ kind: 'text', text: rest.slice(0, start) });
    tokens.push(referenceOrDirective(rest.slice(start + 2, end).trim(), line));
    rest = rest.slice(end + 2);
  }
  if (rest !== '') tokens.push({ kind: 'text', text: rest });
  return tokens;
}

function referenceOrDirective(inner: string, line: number): Token {
  if (/^[#/]/.test(inner) || inner === 'else') return { kind: 'directive', inner };
  const match = VALUE_REF.exec(inner);
  if (!match) throw new TemplateSyntaxError(line, `unknown directive "{{${inner}}}"`);
  const [, name = '', filter] = match;
  if (filter === undefined) {
    const part: InlinePart =
      name === 'today' ? { kind: 'today', bold: false } : { kind: 'field', name, filter: null, bold: false };
    return { kind: 'ref', part };
  }
  if (!isFilter(filter)) throw new TemplateSyntaxError(line, `unknown filter "${filter}" in "{{${inner}}}"`);
  if (name === 'today') throw new TemplateSyntaxError(line, '{{today}} takes no filter');
  return { kind: 'ref', part: { kind: 'field', name, filter, bold: false } };
}

const isFilter = (name: string): name is Filter => (FILTERS as readonly string[]).includes(name);

function contentLine(text: string, line: number): TemplateNode {
  const [prefix, block] = BLOCK_PREFIXES.find(([pattern]) => pattern.test(text)) ?? [null, 'paragraph' as const];
  const content = prefix ? text.replace(prefix, '') : text;
  return { kind: 'line', line, block, parts: inlineParts(tokenize(content, line)) };
}

/**
 * Bold is marked by pairs of `**` in the template's own text, within one line; values never
 * toggle it. An unpaired last `**` stays as it is written.
 */
function inlineParts(tokens: Token[]): InlinePart[] {
  const markers = tokens.reduce(
    (count, token) => count + (token.kind === 'text' ? token.text.split('**').length - 1 : 0),
    0,
  );
  let togglesLeft = markers - (markers % 2);
  let bold = false;
  const parts: InlinePart[] = [];
  for (const token of tokens) {
    if (token.kind === 'ref') parts.push({ ...token.part, bold });
    if (token.kind !== 'text') continue;
    const pieces = token.text.split('**');
    let text = pieces[0] ?? '';
    for (const piece of pieces.slice(1)) {
      if (togglesLeft === 0) {
        text += `**${piece}`;
        continue;
      }
      if (text !== '') parts.push({ kind: 'text', text, bold });
      bold = !bold;
      togglesLeft -= 1;
      text = piece;
    }
    if (text !== '') parts.push({ kind: 'text', text, bold });
  }
  return parts;
}
