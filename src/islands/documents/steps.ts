/**
 * The guided form's steps: the template's steps that ask something for the current values (a
 * step whose fields are all hidden by `showIf` is skipped), then the review step. Positions are
 * indices into the template's `steps`; the review is `template.steps.length`.
 */
import type { DocumentTemplate, FieldProblem, TemplateField, TemplateValues } from '~/documents/template.types.ts';
import { fieldProblem, visibleFields } from '~/documents/validate.ts';

export const reviewStep = (template: DocumentTemplate): number => template.steps.length;

/** The visible fields of one step, in the template's order. */
export function stepFields(template: DocumentTemplate, values: TemplateValues, step: number): TemplateField[] {
  return visibleFields(template, values).filter((field) => field.step === step);
}

/** The steps shown for these values, in order, the review last. */
export function activeSteps(template: DocumentTemplate, values: TemplateValues): number[] {
  const asked = new Set(visibleFields(template, values).map((field) => field.step));
  return [...template.steps.keys()].filter((step) => asked.has(step)).concat(reviewStep(template));
}

/** The step after `step` (the review at the end). */
export function nextStep(template: DocumentTemplate, values: TemplateValues, step: number): number {
  return activeSteps(template, values).find((candidate) => candidate > step) ?? reviewStep(template);
}

/** The step before `step`, or null on the first one. */
export function previousStep(template: DocumentTemplate, values: TemplateValues, step: number): number | null {
  return lastBefore(activeSteps(template, values), step);
}

// Not Array#findLast: older phone browsers lack it.
function lastBefore(steps: number[], step: number): number | null {
  const earlier = steps.filter((candidate) => candidate < step);
  return earlier.length > 0 ? (earlier[earlier.length - 1] ?? null) : null;
}

/**
 * A step that can be shown: a restored or remembered step no longer asked (its fields now
 * hidden, or a template with fewer steps) falls back to the nearest earlier step shown.
 */
export function settleStep(template: DocumentTemplate, values: TemplateValues, step: number): number {
  const steps = activeSteps(template, values);
  if (steps.includes(step)) return step;
  return lastBefore(steps, step) ?? steps[0] ?? reviewStep(template);
}

/** « Étape 2 sur 4 »: the step's rank among those shown, and how many there are. */
export function stepPosition(
  template: DocumentTemplate,
  values: TemplateValues,
  step: number,
): { current: number; total: number } {
  const steps = activeSteps(template, values);
  return { current: steps.indexOf(step) + 1, total: steps.length };
}

export function problemOf(
  field: TemplateField,
  values: TemplateValues,
  template: DocumentTemplate,
): FieldProblem | null {
  return fieldProblem(field, values[field.name] ?? '', values, template.fields);
}

/** The first visible field with a problem, in the order the form asks them. */
export function firstInvalidField(template: DocumentTemplate, values: TemplateValues): TemplateField | null {
  const fields = visibleFields(template, values).sort((a, b) => a.step - b.step);
  return fields.find((field) => problemOf(field, values, template)) ?? null;
}

/** The values the document uses: those of the visible fields (the server drops the others anyway). */
export function visibleValues(template: DocumentTemplate, values: TemplateValues): TemplateValues {
  return Object.fromEntries(visibleFields(template, values).map((field) => [field.name, values[field.name] ?? '']));
}
