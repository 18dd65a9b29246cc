/** The review step's summary: each step shown with its visible fields and the answers as a reader would say them. */
import { formatLongDate } from '~/documents/format.ts';
import type { DocumentTemplate, TemplateField, TemplateValues } from '~/documents/template.types.ts';
import { activeSteps, reviewStep, stepFields } from './steps.ts';

export interface ReviewEntry {
  name: string;
  label: string;
  /** Null when left empty. */
  answer: string | null;
}

export interface ReviewSection {
  step: number;
  title: string;
  entries: ReviewEntry[];
}

function answerOf(field: TemplateField, value: string, locale: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  if (field.type === 'select') return field.options?.find((option) => option.value === text)?.label ?? text;
  if (field.type === 'date') return formatLongDate(text, locale);
  return text;
}

export function reviewSections(template: DocumentTemplate, values: TemplateValues, locale: string): ReviewSection[] {
  return activeSteps(template, values)
    .filter((step) => step !== reviewStep(template))
    .map((step) => ({
      step,
      title: template.steps[step] ?? '',
      entries: stepFields(template, values, step).map((field) => ({
        name: field.name,
        label: field.label,
        answer: answerOf(field, values[field.name] ?? '', locale),
      })),
    }));
}
