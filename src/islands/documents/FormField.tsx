/**
 * One field of a template, by type, with its label, required mark, help, counter and problem
 * (all tied to the control by `aria-describedby`). Numbers use a text box with the decimal
 * keypad: `type="number"` would refuse « 150 000 » and change values on a scroll.
 */
import { useRef } from 'react';
import type { TemplateField } from '~/documents/template.types.ts';
import { maxLengthOf } from '~/documents/validate.ts';
import { CalendarInput } from './calendar/CalendarInput.tsx';
import { type DocumentMessages, fill } from './messages.ts';

export const fieldId = (name: string): string => `document-field-${name}`;

export interface FormFieldProps {
  field: TemplateField;
  value: string;
  error: string | undefined;
  messages: DocumentMessages;
  locale: string;
  today: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

const INPUT_TYPES = { text: 'text', email: 'email', phone: 'tel', number: 'text' } as const;

export function FormField({ field, value, error, messages, locale, today, onChange, onBlur }: FormFieldProps) {
  const id = fieldId(field.name);
  // The last problem shown, whose room is kept once it is corrected (below).
  const shown = useRef<string | undefined>(undefined);
  if (error) shown.current = error;
  const max = maxLengthOf(field);
  const counted = field.type === 'textarea';
  const describedBy =
    [
      field.help && `${id}-help`,
      field.type === 'date' && `${id}-format`,
      counted && `${id}-counter`,
      error && `${id}-error`,
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  const common = {
    id,
    name: field.name,
    required: field.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    placeholder: field.placeholder,
    onBlur,
  };

  return (
    <div>
      <label htmlFor={id} className="font-medium">
        {field.label}
        {field.required && (
          <span aria-hidden="true" className="text-danger">
            {' '}
            *
          </span>
        )}
      </label>
      {field.help && (
        <p id={`${id}-help`} className="text-sm text-muted">
          {field.help}
        </p>
      )}
      {field.type === 'date' && (
        <p id={`${id}-format`} className="text-sm text-muted">
          {messages['documents.calendar.format']}
        </p>
      )}
      {field.type === 'textarea' ? (
        <textarea
          {...common}
          rows={5}
          maxLength={max}
          value={value}
          className="field-input mt-1 resize-y leading-relaxed"
          onChange={(event) => onChange(event.target.value)}
        />
      ) : field.type === 'select' ? (
        <select
          {...common}
          value={value}
          className="field-input mt-1"
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{messages['documents.form.choose']}</option>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : field.type === 'date' ? (
        <CalendarInput
          id={id}
          name={field.name}
          value={value}
          required={field.required}
          invalid={Boolean(error)}
          describedBy={describedBy}
          today={today}
          locale={locale}
          texts={{
            open: messages['documents.calendar.open'],
            placeholder: messages['documents.calendar.placeholder'],
            title: messages['documents.calendar.title'],
            previous: messages['documents.calendar.previous'],
            next: messages['documents.calendar.next'],
          }}
          onChange={onChange}
          onBlur={onBlur}
        />
      ) : (
        <input
          {...common}
          type={INPUT_TYPES[field.type]}
          inputMode={field.type === 'number' ? 'decimal' : undefined}
          maxLength={field.type === 'number' ? undefined : max}
          value={value}
          className="field-input mt-1"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {counted && (
        <p
          id={`${id}-counter`}
          className={`mt-1 text-right text-xs ${value.length >= max ? 'text-danger' : 'text-muted'}`}
        >
          {fill(messages['documents.form.counter'], { count: value.length, max })}
        </p>
      )}
      {error ? (
        <p id={`${id}-error`} className="mt-1 flex items-start gap-1 text-sm font-medium text-danger">
          <span className="i-lucide-circle-alert mt-0.5 shrink-0" aria-hidden="true" />
          {error}
        </p>
      ) : (
        shown.current && (
          // The corrected field's problem leaves its room until the step changes: the problem goes
          // as the field is left, often by pressing « Suivant », which would otherwise move up under
          // the pointer and miss that click.
          <p aria-hidden="true" data-problem-room className="invisible mt-1 flex items-start gap-1 text-sm font-medium">
            <span className="mt-0.5 size-4 shrink-0" />
            {shown.current}
          </p>
        )
      )}
    </div>
  );
}
