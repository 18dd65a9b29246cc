/**
 * The legal document generator's contract (docs/ARCHITECTURE.md "Document generator"), shared by the server
 * (API, PDF and DOCX) and the browser (the guided form and its live preview): a template is
 * data — fields with their types, checks and help, grouped in steps, and a body written in the
 * small template language of `template-language.ts`. No template runs code.
 */

export const FIELD_TYPES = ['text', 'textarea', 'date', 'number', 'select', 'email', 'phone'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** A field shown only when another field has a value (`equals` absent) or a given value. */
export interface FieldCondition {
  field: string;
  equals?: string;
}

export interface TemplateField {
  /** Letters, digits and underscores; what the body refers to as `{{name}}`. */
  name: string;
  label: string;
  type: FieldType;
  required: boolean;
  /** The step (index into `steps`) the field is asked in. */
  step: number;
  help?: string;
  placeholder?: string;
  /** For `select`. */
  options?: { value: string; label: string }[];
  /** Characters at most for text fields (default 200, textarea 4000). */
  maxLength?: number;
  /** For `number`: bounds, inclusive. */
  min?: number;
  max?: number;
  /** For `date`: a day that has come already (a birth, a loan made), never a day to come. */
  past?: boolean;
  /** For `date`: the name of another date field this one cannot precede (a final deadline, its first instalment). */
  notBefore?: string;
  showIf?: FieldCondition;
}

export interface DocumentTemplate {
  _id: string;
  /** The address /documents/generate/{slug}. */
  slug: string;
  title: string;
  description: string;
  /** A key of TEMPLATE_CATEGORIES. */
  category: TemplateCategory;
  /** ISO 3166-1 alpha-2 or 'OHADA'; 'FR' for French law, 'BJ' for Beninese law… */
  jurisdiction: string;
  /** The short guide shown beside the form: when to use it, what to attach, what comes next. */
  guide: string[];
  /** Step titles, in order. */
  steps: string[];
  fields: TemplateField[];
  /** The document, in the template language. */
  body: string;
  /** Values that fill every field: the catalogue's example and the tests' input. */
  sample: Record<string, string>;
  /** The template's language (its text is written in it). */
  language: string;
}

/** What the catalogue lists: the template without its body and fields. */
export type TemplateSummary = Pick<
  DocumentTemplate,
  '_id' | 'slug' | 'title' | 'description' | 'category' | 'jurisdiction' | 'language'
>;

export const TEMPLATE_CATEGORIES = ['money', 'contracts', 'housing', 'work', 'family', 'justice', 'everyday'] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

/** Values as the form holds them: text, whatever the field type ('' when empty). */
export type TemplateValues = Record<string, string>;

/**
 * A rendered document: the same blocks feed the browser's preview, the PDF and the DOCX, so
 * the three cannot disagree. Runs carry the user's values as plain text, never re-read as
 * template syntax or markup.
 */
export interface TextRun {
  text: string;
  bold?: boolean;
  /** Came from a field (the preview highlights it). */
  value?: boolean;
  /** A required value still missing: the preview shows the field's label in its place. */
  missing?: boolean;
}

export type DocumentBlock =
  /** The document's title, centred. */
  | { type: 'title'; runs: TextRun[] }
  | { type: 'heading'; runs: TextRun[] }
  | { type: 'paragraph'; runs: TextRun[] }
  /** Pushed to the right: the addressee of a letter, the place and date. */
  | { type: 'right'; runs: TextRun[] }
  /** A list item ('- ' in the body). */
  | { type: 'item'; runs: TextRun[] }
  /** A signature space, with the signer's name under it. */
  | { type: 'signature'; runs: TextRun[] };

export interface RenderedDocument {
  title: string;
  blocks: DocumentBlock[];
}

export const DOCUMENT_FORMATS = ['pdf', 'docx'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

/** A field's problem, as a message key of `documents.errors.*` with its parameters. */
export interface FieldProblem {
  key: string;
  params?: Record<string, string | number>;
}
export type ValidationResult =
  | { ok: true; values: TemplateValues }
  | { ok: false; errors: Record<string, FieldProblem> };

/** A draft kept for a template: in the browser, and on the server for a signed-in user. */
export interface DocumentDraft {
  templateId: string;
  values: TemplateValues;
  step: number;
  updatedAt: string;
}

/** SPEC-COVERAGE §9 "Calendar input defaults". */
export const CALENDAR_DEBOUNCE_MS = 1000;
export const CALENDAR_SWIPE_MAX_MS = 300;
export const CALENDAR_SWIPE_MIN_X = 60;
export const CALENDAR_SWIPE_MAX_Y = 80;
