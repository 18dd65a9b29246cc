/**
 * The calendar's month (after the WAI-ARIA date picker dialog, non-modal): previous and next
 * month buttons, a table of day buttons with one tab stop moved by the arrows, PageUp/PageDown
 * (Shift: a year), Home/End; Enter or a tap picks a day, Escape closes. A quick horizontal swipe turns
 * the month (swipe.ts); `touch-action: pan-y` leaves vertical scrolling to the browser and
 * horizontal strokes to us (without it the browser cancels the pointer).
 */
import { type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { addMonths, dayForKey, monthWeeks } from './calendar-date.ts';
import { calendarNames } from './calendar-names.ts';
import { Tooltip } from '../../shared/tooltip/Tooltip.tsx';
import { type SwipePoint, swipeDirection } from './swipe.ts';

export interface MonthGridTexts {
  title: string;
  previous: string;
  next: string;
}

export interface MonthGridProps {
  /** The form's day, when it holds one. */
  selected: string | null;
  /** The day that has the focus first. */
  initial: string;
  today: string;
  locale: string;
  texts: MonthGridTexts;
  onSelect: (iso: string) => void;
  onClose: () => void;
}

const navButton = 'btn-ghost h-11 w-11 shrink-0 p-0';

export function MonthGrid({ selected, initial, today, locale, texts, onSelect, onClose }: MonthGridProps) {
  const [focused, setFocused] = useState(initial);
  const names = calendarNames(locale);
  const monthId = useId();
  const grid = useRef<HTMLTableElement>(null);
  /** Set when the keys moved the day: the focus follows it (not when the month buttons are used). */
  const keyboardMove = useRef(true);
  const swipeStart = useRef<SwipePoint | null>(null);

  useEffect(() => {
    if (!keyboardMove.current) return;
    keyboardMove.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const turn = (months: number) => setFocused((day) => addMonths(day, months));
  const point = (event: PointerEvent): SwipePoint => ({ x: event.clientX, y: event.clientY, time: Date.now() });

  return (
    <div
      role="dialog"
      aria-label={texts.title}
      // Centred under the field and as wide as a phone allows, so each day stays a 44 px target.
      className="absolute left-1/2 top-full z-30 mt-2 w-[min(22rem,calc(100vw-1rem))] rounded-xl border border-line bg-surface p-3 shadow-lg [transform:translateX(-50%)]"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        onClose();
      }}
    >
      <div className="flex items-center justify-between gap-2">
        <Tooltip content={texts.previous} repeatsName>
          <button type="button" className={navButton} aria-label={texts.previous} onClick={() => turn(-1)}>
            <span className="i-lucide-chevron-left" aria-hidden="true" />
          </button>
        </Tooltip>
        <p id={monthId} aria-live="polite" className="font-semibold first-letter:uppercase">
          {names.month(focused)}
        </p>
        <Tooltip content={texts.next} repeatsName>
          <button type="button" className={navButton} aria-label={texts.next} onClick={() => turn(1)}>
            <span className="i-lucide-chevron-right" aria-hidden="true" />
          </button>
        </Tooltip>
      </div>
      <table
        ref={grid}
        aria-labelledby={monthId}
        className="mt-2 w-full table-fixed border-collapse select-none"
        // Inline: UnoCSS's touch-pan-y leaves touch-action invalid (its other variables unset), hence `auto`.
        style={{ touchAction: 'pan-y' }}
        onKeyDown={(event) => {
          const day = dayForKey(focused, event.key, event.shiftKey);
          if (!day) return;
          event.preventDefault();
          keyboardMove.current = true;
          setFocused(day);
        }}
        onPointerDown={(event) => {
          swipeStart.current = point(event);
        }}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
        onPointerUp={(event) => {
          const start = swipeStart.current;
          swipeStart.current = null;
          const direction = start ? swipeDirection(start, point(event)) : null;
          if (direction) turn(direction === 'next' ? 1 : -1);
        }}
      >
        <thead>
          <tr>
            {names.weekdays.map((weekday) => (
              <th key={weekday.long} scope="col" abbr={weekday.long} className="pb-1 text-xs font-medium text-muted">
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {/* Rows and cells keyed by position: the buttons stay as the month turns, so the focus is not lost. */}
          {monthWeeks(focused).map((week, row) => (
            <tr key={row}>
              {week.map((day, column) => (
                <td key={column} className="p-0.5 text-center">
                  {day && (
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === focused ? 0 : -1}
                      aria-label={names.day(day)}
                      aria-current={day === today ? 'date' : undefined}
                      aria-pressed={day === selected}
                      className={`h-11 w-full rounded-md text-sm ${day === selected ? 'bg-brand font-semibold text-on-brand' : 'hover:bg-brand-soft'} ${day === today ? 'underline underline-offset-4 font-semibold' : ''}`}
                      onClick={() => onSelect(day)}
                    >
                      {Number(day.slice(8))}
                    </button>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
