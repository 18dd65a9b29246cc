// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip, TOOLTIP_DELAY_MS, TooltipProvider } from './Tooltip.tsx';

function renderTooltip(side?: 'bottom') {
  return render(
    <TooltipProvider>
      <Tooltip content="Copier la réponse" {...(side ? { side } : {})}>
        <button type="button">Copier</button>
      </Tooltip>
    </TooltipProvider>,
  );
}

const hover = (element: HTMLElement) => fireEvent.pointerMove(element, { pointerType: 'mouse' });

describe('Tooltip', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('opens 700 ms after the pointer rests on the trigger, above it by default', () => {
    renderTooltip();
    hover(screen.getByRole('button', { name: 'Copier' }));
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip').textContent).toBe('Copier la réponse');
    expect(document.querySelector('[data-side]')?.getAttribute('data-side')).toBe('top');
  });

  it('opens at once on keyboard focus and closes on Escape', () => {
    renderTooltip();
    const trigger = screen.getByRole('button', { name: 'Copier' });
    act(() => trigger.focus());
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('describes the trigger for screen readers while open', () => {
    renderTooltip();
    const trigger = screen.getByRole('button', { name: 'Copier' });
    act(() => trigger.focus());
    const tooltipId = screen.getByRole('tooltip').id;
    expect(trigger.getAttribute('aria-describedby')).toBe(tooltipId);
  });

  it('uses the side it is given', () => {
    renderTooltip('bottom');
    act(() => screen.getByRole('button', { name: 'Copier' }).focus());
    expect(document.querySelector('[data-side]')?.getAttribute('data-side')).toBe('bottom');
  });
});
