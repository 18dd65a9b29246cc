// @vitest-environment happy-dom
/**
 * SPEC §9 tooltip values written as numbers: Tooltip.test.tsx counts in TOOLTIP_DELAY_MS and
 * TOOLTIP_SKIP_DELAY_MS, so it would still pass if they drifted from 700 ms and 300 ms.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip, TOOLTIP_DEFAULT_SIDE, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, TooltipProvider } from './Tooltip.tsx';

const hover = (element: HTMLElement) => fireEvent.pointerMove(element, { pointerType: 'mouse' });
const closeAll = (trigger: HTMLElement) => {
  fireEvent.keyDown(document, { key: 'Escape' });
  fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
};

describe('SPEC §9 tooltip delays', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('opens after 700 ms, skips the delay within 300 ms of another closing, on top by default', () => {
    expect([TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, TOOLTIP_DEFAULT_SIDE]).toEqual([700, 300, 'top']);
    render(
      <TooltipProvider>
        <Tooltip content="Copier la réponse">
          <button type="button">Copier</button>
        </Tooltip>
        <Tooltip content="Écouter la réponse">
          <button type="button">Écouter</button>
        </Tooltip>
      </TooltipProvider>,
    );
    const first = screen.getByRole('button', { name: 'Copier' });
    const second = screen.getByRole('button', { name: 'Écouter' });
    hover(first);
    act(() => vi.advanceTimersByTime(699));
    expect(first.getAttribute('data-state')).toBe('closed');
    act(() => vi.advanceTimersByTime(1));
    expect(first.getAttribute('data-state')).toBe('delayed-open');
    closeAll(first);
    act(() => vi.advanceTimersByTime(299));
    hover(second);
    expect(second.getAttribute('data-state')).toBe('instant-open');
    closeAll(second);
    act(() => vi.advanceTimersByTime(300));
    hover(first);
    expect(first.getAttribute('data-state')).toBe('closed');
  });
});
