/**
 * Tooltips with Radix Tooltip (SPEC §4, §9): closed, delayed-open after 700 ms of hover, or
 * instant-open when another tooltip closed less than 300 ms ago; shown above the trigger unless
 * told otherwise. Keyboard focus opens at once. One TooltipProvider wraps an island's tree.
 */
import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import { TOOLTIP_CLASS } from '../../components/ui/tooltip-look.ts';

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const TOOLTIP_DEFAULT_SIDE = 'top';

export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </RadixTooltip.Provider>
  );
}

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a button or link); it becomes the trigger. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

export function Tooltip({ content, children, side = TOOLTIP_DEFAULT_SIDE }: TooltipProps) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          side={side}
          sideOffset={6}
          collisionPadding={8}
          className={TOOLTIP_CLASS.content}
        >
          {content}
          <RadixTooltip.Arrow className={TOOLTIP_CLASS.arrow} />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
