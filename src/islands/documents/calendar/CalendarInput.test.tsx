// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALENDAR_DEBOUNCE_MS } from '~/documents/template.types.ts';
import { CalendarInput } from './CalendarInput.tsx';

const TEXTS = {
  open: 'Choisir la date dans le calendrier',
  placeholder: 'jj/mm/aaaa',
  title: 'Calendrier',
  previous: 'Mois précédent',
  next: 'Mois suivant',
};

function Harness({
  initial,
  onChange,
  onBlur,
}: {
  initial: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="due">Date limite</label>
      <CalendarInput
        id="due"
        name="due"
        value={value}
        required
        invalid={false}
        describedBy={undefined}
        today="2026-03-10"
        locale="fr"
        texts={TEXTS}
        onBlur={onBlur}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
      <button type="button">Ailleurs</button>
    </>
  );
}

function renderCalendar(initial = '') {
  const onChange = vi.fn();
  const onBlur = vi.fn();
  render(<Harness initial={initial} onChange={onChange} onBlur={onBlur} />);
  return { onChange, onBlur, input: screen.getByLabelText<HTMLInputElement>('Date limite') };
}

const open = () => fireEvent.click(screen.getByRole('button', { name: TEXTS.open }));
const month = () => within(screen.getByRole('dialog', { name: 'Calendrier' })).getByText(/\d{4}$/).textContent;
const table = () => within(screen.getByRole('dialog', { name: 'Calendrier' })).getByRole('table');

/** A stroke on the month, `ms` long. */
function swipe(dx: number, dy: number, ms: number) {
  fireEvent.pointerDown(table(), { clientX: 200, clientY: 200, pointerType: 'touch' });
  act(() => vi.advanceTimersByTime(ms));
  fireEvent.pointerUp(table(), { clientX: 200 + dx, clientY: 200 + dy, pointerType: 'touch' });
}

describe('the calendar input', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('commits what is typed as ISO after a second without typing, and writes it back as dd/mm/yyyy', () => {
    const { onChange, input } = renderCalendar();
    fireEvent.change(input, { target: { value: '1/3/2026' } });
    act(() => vi.advanceTimersByTime(CALENDAR_DEBOUNCE_MS - 1));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('2026-03-01');
    expect(input.value).toBe('01/03/2026');
    expect(screen.getByText('dimanche 1 mars 2026')).toBeTruthy();
  });

  it('commits at once when the field is left, unreadable text included', () => {
    const { onChange, onBlur, input } = renderCalendar();
    fireEvent.change(input, { target: { value: '31/02/2026' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenCalledExactlyOnceWith('31/02/2026');
    expect(onBlur).toHaveBeenCalled();
    expect(input.value).toBe('31/02/2026');
  });

  it('opens on the chosen day’s month, turns the months with its buttons and picks a day', () => {
    const { onChange, input } = renderCalendar('2026-03-14');
    expect(input.value).toBe('14/03/2026');
    open();
    expect(screen.getByRole('button', { name: TEXTS.open }).getAttribute('aria-expanded')).toBe('true');
    expect(month()).toBe('mars 2026');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('samedi 14 mars 2026');
    expect(document.activeElement?.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Mois suivant' }));
    expect(month()).toBe('avril 2026');
    fireEvent.click(screen.getByRole('button', { name: 'Mois précédent' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mois précédent' }));
    expect(month()).toBe('février 2026');
    fireEvent.click(screen.getByRole('button', { name: 'vendredi 20 février 2026' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('2026-02-20');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(input.value).toBe('20/02/2026');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: TEXTS.open }));
  });

  it('shows the current month when the field is empty, today marked', () => {
    renderCalendar();
    open();
    expect(month()).toBe('mars 2026');
    expect(screen.getByRole('button', { name: 'mardi 10 mars 2026' }).getAttribute('aria-current')).toBe('date');
  });

  it('moves through the days with the keyboard and closes on Escape', () => {
    renderCalendar('2026-03-14');
    open();
    const key = (name: string, shiftKey = false) =>
      fireEvent.keyDown(document.activeElement as Element, { key: name, shiftKey });
    key('ArrowRight');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('dimanche 15 mars 2026');
    key('ArrowDown');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('dimanche 22 mars 2026');
    key('Home');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('lundi 16 mars 2026');
    key('PageDown');
    expect(month()).toBe('avril 2026');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('jeudi 16 avril 2026');
    key('PageUp', true);
    expect(month()).toBe('avril 2025');
    key('Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: TEXTS.open }));
  });

  it('turns the month on a quick horizontal swipe only', () => {
    renderCalendar('2026-03-14');
    open();
    swipe(-120, 10, 150);
    expect(month()).toBe('avril 2026');
    swipe(120, -10, 150);
    expect(month()).toBe('mars 2026');
    swipe(-120, 10, 400);
    expect(month()).toBe('mars 2026');
    swipe(-120, 120, 150);
    expect(month()).toBe('mars 2026');
    swipe(-30, 0, 100);
    expect(month()).toBe('mars 2026');
  });

  it('closes when the user taps elsewhere', () => {
    renderCalendar();
    open();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Ailleurs' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
