/**
 * Progressive enhancement of a server-rendered account form: each field is checked with the
 * server's rules once the visitor has left it (then at every keystroke), the message is shown
 * next to the field the way TextField.astro renders a server error, and a submit with a
 * mistake stays in the page with the focus on the first faulty field. Without JavaScript the
 * browser's own checks and the server's answer do the same job.
 */
import { isRule, type Problem, problemAttribute, problemOf } from './validate.ts';

/** The form's texts of its problems (`data-problems`); a field may say its own (`data-problem-too-short`…). */
export type ProblemTexts = Partial<Record<Problem, string>>;

type Field = HTMLInputElement | HTMLTextAreaElement;

const ERROR_CLASS = 'mt-1 flex items-start gap-1 text-sm font-medium text-danger';
const ICON_CLASS = 'i-lucide-circle-alert mt-0.5 shrink-0';

function fieldsOf(form: HTMLFormElement): Field[] {
  return [
    ...form.querySelectorAll<Field>('input[data-rule], input[required], textarea[required], textarea[minlength]'),
  ].filter((input) => input.type !== 'hidden');
}

function problemFor(form: HTMLFormElement, field: Field): Problem | null {
  const rule = field.dataset.rule;
  const otherName = field.dataset.match;
  const other = otherName ? form.querySelector<Field>(`input[name="${otherName}"]`)?.value : undefined;
  const problem = problemOf(field.value, {
    required: field.required,
    rule: isRule(rule) ? rule : null,
    minLength: Math.max(0, field.minLength),
    ...(other !== undefined && { other }),
  });
  return problem ?? fileProblem(field);
}

/** A file larger than the field's `data-max-bytes` is refused before it is sent (a slow network spends minutes on it). */
function fileProblem(field: Field): Problem | null {
  const max = Number(field.dataset.maxBytes);
  if (!(field instanceof HTMLInputElement) || field.type !== 'file' || !(max > 0)) return null;
  return [...(field.files ?? [])].some((file) => file.size > max) ? 'tooLarge' : null;
}

/** What to say of `problem` in `field`: its own text, the form's, or else the browser's. */
const textOf = (field: Field, problem: Problem, texts: ProblemTexts): string =>
  field.getAttribute(problemAttribute(problem)) ?? texts[problem] ?? field.validationMessage;

function describedBy(field: Field, errorId: string, shown: boolean): string {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id && id !== errorId);
  return (shown ? [errorId, ...ids] : ids).join(' ');
}

/** Shows `text` next to the field, or clears the message when `text` is null. */
export function showProblem(field: Field, text: string | null): void {
  const errorId = `${field.id}-error`;
  let element = field.ownerDocument.getElementById(errorId);
  if (text === null) {
    element?.remove();
    field.removeAttribute('aria-invalid');
    field.classList.remove('border-danger');
  } else {
    if (!element) {
      element = field.ownerDocument.createElement('p');
      element.id = errorId;
      element.className = ERROR_CLASS;
      field.before(element);
    }
    const icon = field.ownerDocument.createElement('span');
    icon.className = ICON_CLASS;
    icon.setAttribute('aria-hidden', 'true');
    element.replaceChildren(icon, text);
    field.setAttribute('aria-invalid', 'true');
    field.classList.add('border-danger');
  }
  const ids = describedBy(field, errorId, text !== null);
  if (ids) field.setAttribute('aria-describedby', ids);
  else field.removeAttribute('aria-describedby');
}

export function enhanceForm(form: HTMLFormElement, texts: ProblemTexts): void {
  const fields = fieldsOf(form);
  // A field is judged once left, or at once when the server already flagged it.
  const touched = new Set(fields.filter((field) => field.getAttribute('aria-invalid') === 'true'));
  const check = (field: Field): boolean => {
    const problem = problemFor(form, field);
    showProblem(field, problem ? textOf(field, problem, texts) : null);
    return problem === null;
  };

  form.noValidate = true;
  for (const field of fields) {
    field.addEventListener('blur', () => {
      if (field.value !== '' || touched.has(field)) {
        touched.add(field);
        check(field);
      }
    });
    // A file chosen is judged at once: there is nothing more to type.
    field.addEventListener('change', () => {
      if (field.type !== 'file') return;
      touched.add(field);
      check(field);
    });
    field.addEventListener('input', () => {
      if (touched.has(field)) check(field);
      // A confirmation already judged follows the password it repeats.
      for (const other of fields) if (other.dataset.match === field.name && touched.has(other)) check(other);
    });
  }
  form.addEventListener('submit', (event) => {
    const faulty = fields.filter((field) => {
      touched.add(field);
      return !check(field);
    });
    if (faulty.length === 0) return;
    event.preventDefault();
    faulty[0]?.focus();
  });
}

/** Enhances every `form[data-validate]` of the page; the texts travel in `data-problems`. */
export function enhanceForms(root: ParentNode): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-validate]')) {
    enhanceForm(form, JSON.parse(form.dataset.problems ?? '{}') as ProblemTexts);
  }
}
