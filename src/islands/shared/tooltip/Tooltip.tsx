/**
 * Tooltips with Radix Tooltip (SPEC-COVERAGE §4, §9): closed, delayed-open after 700 ms of hover, or
 * instant-open when another tooltip closed less than 300 ms ago; shown above the trigger unless
 * told otherwise. Keyboard focus opens at once. One TooltipProvider wraps an island's tree, so
 * its tooltips share the skip delay; a Tooltip rendered outside any (a component alone in a
 * test) gets a provider of its own rather than failing.
 */
import * as RadixTooltip from '@radix-ui/react-tooltip';
import {
  cloneElement,
  createContext,
  type ReactElement,
  type ReactNode,
  type Ref,
  useCallback,
  useContext,
} from 'react';
import { TOOLTIP_CLASS } from '~/components/ui/tooltip-look.ts';

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const TOOLTIP_DEFAULT_SIDE = 'top';

const InsideProvider = createContext(false);

export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <InsideProvider.Provider value={true}>
      <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
        {children}
      </RadixTooltip.Provider>
    </InsideProvider.Provider>
  );
}

type Handler = (...args: unknown[]) => void;

function setRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

interface KeepNameProps extends Record<string, unknown> {
  children: ReactElement<Record<string, unknown> & { ref?: Ref<HTMLElement> }>;
  ref?: Ref<HTMLElement>;
}

/**
 * Between Radix's trigger and an icon-only control: hands the control what the trigger gives it
 * (its state, its handlers after the control's own, its ref), all but the aria-describedby that
 * points at the open tooltip. The control's own description, if any, stays.
 */
function KeepName({ children, ref, 'aria-describedby': _tooltipId, ...fromTrigger }: KeepNameProps) {
  const own = children.props;
  const ownRef = own.ref;
  const composedRef = useCallback(
    (node: HTMLElement | null) => {
      setRef(ownRef, node);
      setRef(ref, node);
    },
    [ownRef, ref],
  );
  const merged: Record<string, unknown> = { ...fromTrigger, ref: composedRef };
  for (const [key, theirs] of Object.entries(fromTrigger)) {
    const mine = own[key];
    if (/^on[A-Z]/.test(key) && typeof mine === 'function' && typeof theirs === 'function') {
      merged[key] = (...args: unknown[]) => {
        (mine as Handler)(...args);
        (theirs as Handler)(...args);
      };
    }
  }
  return cloneElement(children, merged);
}

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a button or link); it becomes the trigger. */
  children: ReactElement<Record<string, unknown>>;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /**
   * The content is the trigger's own accessible name (an icon-only control): sighted users see
   * it, but the trigger is not also described by it while open, or screen readers would say the
   * name twice ("Fermer le lecteur, bouton, Fermer le lecteur"). The name stays on the trigger
   * (aria-label or sr-only text).
   */
  repeatsName?: boolean;
  /** Extra classes of the bubble, e.g. `sm:hidden` where the trigger's label shows from `sm` on. */
  className?: string;
}

export function Tooltip({
  content,
  children,
  side = TOOLTIP_DEFAULT_SIDE,
  repeatsName = false,
  className,
}: TooltipProps) {
  const provided = useContext(InsideProvider);
  const tooltip = (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{repeatsName ? <KeepName>{children}</KeepName> : children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          side={side}
          sideOffset={6}
          collisionPadding={8}
          className={className ? `${TOOLTIP_CLASS.content} ${className}` : TOOLTIP_CLASS.content}
        >
          {content}
          <RadixTooltip.Arrow className={TOOLTIP_CLASS.arrow} />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
  return provided ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
