import { act, fireEvent, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { TOOLTIP_DELAY_MS } from './Tooltip.tsx';

/**
 * The check each island makes of its icon-only buttons (SPEC-COVERAGE §4, §9), under fake timers: the
 * tooltip shows `name` 700 ms after the pointer rests on the button, not before, and the button
 * keeps `name` as its accessible name without repeating it as a description. Returns the tooltip.
 */
export function expectNamedAfterHover(button: HTMLElement, name: string): HTMLElement {
  fireEvent.pointerMove(button, { pointerType: 'mouse' });
  act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1));
  expect(screen.queryByRole('tooltip')).toBeNull();
  act(() => vi.advanceTimersByTime(1));
  const tooltip = screen.getByRole('tooltip');
  expect(tooltip.textContent).toBe(name);
  expect(button.getAttribute('aria-label')).toBe(name);
  expect(button.getAttribute('aria-describedby') ?? '').not.toContain(tooltip.id);
  return tooltip;
}
