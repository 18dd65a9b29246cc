/**
 * A date field: a text box taking dd/mm/yyyy (or ISO), committed after a pause in the typing
 * or when left (typed-date.ts), and a button opening the month grid. The form only ever
 * receives the ISO day ('' or the unreadable text otherwise, for its check to flag).
 */
import { useEffect, useRef, useState } from 'react';
import { parseIsoDate } from '~/documents/format.ts';
import { globalTimers } from '~/stores/timers.ts';
import { Tooltip } from '../../shared/tooltip/Tooltip.tsx';
import { formatTypedDate } from './calendar-date.ts';
import { calendarNames } from './calendar-names.ts';
import { MonthGrid, type MonthGridTexts } from './MonthGrid.tsx';
import { createTypedDate } from './typed-date.ts';

export interface CalendarTexts extends MonthGridTexts {
  open: string;
  placeholder: string;
}

export interface CalendarInputProps {
  id: string;
  name: string;
  value: string;
  required: boolean;
  invalid: boolean;
  describedBy: string | undefined;
  /** The user's day (ISO), marked in the grid and shown first when the field is empty. */
  today: string;
  locale: string;
  texts: CalendarTexts;
  onChange: (value: string) => void;
  /** Focus left the field and its calendar. */
  onBlur: () => void;
}

export function CalendarInput({
  id,
  name,
  value,
  required,
  invalid,
  describedBy,
  today,
  locale,
  texts,
  onChange,
  onBlur,
}: CalendarInputProps) {
  const [text, setText] = useState(() => formatTypedDate(value));
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const change = useRef(onChange);
  change.current = onChange;
  /** The value this field last gave the form (or was given). */
  const committed = useRef(value);
  const [typed] = useState(() =>
    createTypedDate(globalTimers, (next) => {
      committed.current = next;
      change.current(next);
    }),
  );

  useEffect(() => () => typed.cancel(), [typed]);
  useEffect(() => {
    // A value set from elsewhere (a draft, « Recommencer ») replaces what was being typed.
    if (value !== committed.current) typed.cancel();
    committed.current = value;
    setText(formatTypedDate(value));
  }, [value, typed]);

  const leave = useRef(onBlur);
  leave.current = onBlur;
  useEffect(() => {
    const element = wrapper.current;
    // Moving between the box, the button and the month is still the same field.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && element?.contains(next)) return;
      if (next) setOpen(false);
      leave.current();
    };
    element?.addEventListener('focusout', onFocusOut);
    return () => element?.removeEventListener('focusout', onFocusOut);
  }, []);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: Event) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const selected = parseIsoDate(value) ? value : null;
  const longDate = selected ? calendarNames(locale).day(selected) : null;

  return (
    <div ref={wrapper} className="relative">
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          name={name}
          type="text"
          value={text}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          placeholder={texts.placeholder}
          autoComplete="off"
          className="field-input"
          onChange={(event) => {
            setText(event.target.value);
            typed.type(event.target.value);
          }}
          onBlur={() => typed.blur()}
        />
        <Tooltip content={texts.open} repeatsName>
          <button
            ref={trigger}
            type="button"
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-label={texts.open}
            className="btn-ghost h-11 w-11 shrink-0 border border-line p-0"
            onClick={() => setOpen((wasOpen) => !wasOpen)}
          >
            <span className="i-lucide-calendar-days" aria-hidden="true" />
          </button>
        </Tooltip>
      </div>
      {/* The line is kept while empty: appearing as the field is left, it would push « Suivant » away mid-click. */}
      <p className="mt-1 min-h-5 text-sm text-muted first-letter:uppercase">{longDate}</p>
      {open && (
        <MonthGrid
          selected={selected}
          initial={selected ?? today}
          today={today}
          locale={locale}
          texts={texts}
          onClose={close}
          onSelect={(day) => {
            typed.cancel();
            committed.current = day;
            onChange(day);
            close();
          }}
        />
      )}
    </div>
  );
}
