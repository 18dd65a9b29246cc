/**
 * Renders the toast store with Radix Toast (SPEC-COVERAGE §4, §9): Radix runs each toast's timer,
 * pauses it while the viewport is hovered or focused or the window is blurred, and closes on
 * Escape, the close button or a swipe right past 50 px. Closing tells the store, which keeps
 * the entry 7000 ms for the exit animation.
 */
import { useStore } from '@nanostores/react';
import * as Toast from '@radix-ui/react-toast';
import type { ReadableAtom } from 'nanostores';
import { TOAST_CLASS, TOAST_ICON_CLASS, TOAST_VARIANT_LOOK } from '~/components/ui/toast-look.ts';
import {
  assertProviderLabel,
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_SWIPE_DIRECTION,
  TOAST_SWIPE_THRESHOLD,
  type ToastEntry,
} from '~/stores/toasts.ts';

export interface ToasterLabels {
  /** The viewport's landmark label; `{hotkey}` becomes F8. */
  region: string;
  close: string;
  /** Read by screen readers before each toast. */
  provider: string;
}

export interface ToasterProps {
  toasts: ReadableAtom<readonly ToastEntry[]>;
  onDismiss: (id: string) => void;
  labels: ToasterLabels;
}

function ToastItem({
  entry,
  onDismiss,
  closeLabel,
}: {
  entry: ToastEntry;
  onDismiss: (id: string) => void;
  closeLabel: string;
}) {
  const look = TOAST_VARIANT_LOOK[entry.variant];
  const { action } = entry;
  return (
    <Toast.Root
      open={entry.open}
      onOpenChange={(open) => {
        if (!open) onDismiss(entry.id);
      }}
      type={entry.type}
      duration={entry.duration}
      data-variant={entry.variant}
      className={`${TOAST_CLASS.root} ${look.accent}`}
    >
      <span aria-hidden="true" className={`${TOAST_ICON_CLASS[entry.icon ?? look.icon]} ${TOAST_CLASS.icon}`} />
      <div className={TOAST_CLASS.body}>
        {entry.title && <Toast.Title className={TOAST_CLASS.title}>{entry.title}</Toast.Title>}
        {entry.description && (
          <Toast.Description className={TOAST_CLASS.description}>{entry.description}</Toast.Description>
        )}
        {action && (
          <Toast.Action altText={action.label} asChild>
            {'href' in action ? (
              <a href={action.href} className={TOAST_CLASS.action}>
                {action.label}
              </a>
            ) : (
              <button type="button" onClick={action.onClick} className={TOAST_CLASS.action}>
                {action.label}
              </button>
            )}
          </Toast.Action>
        )}
      </div>
      <Toast.Close aria-label={closeLabel} className={TOAST_CLASS.close}>
        <span aria-hidden="true" className={TOAST_CLASS.closeIcon} />
      </Toast.Close>
    </Toast.Root>
  );
}

export function Toaster({ toasts, onDismiss, labels }: ToasterProps) {
  assertProviderLabel(labels.provider);
  const entries = useStore(toasts);
  return (
    <Toast.Provider
      label={labels.provider}
      duration={TOAST_DURATION_MS}
      swipeDirection={TOAST_SWIPE_DIRECTION}
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
    >
      {entries.map((entry) => (
        <ToastItem key={entry.id} entry={entry} onDismiss={onDismiss} closeLabel={labels.close} />
      ))}
      <Toast.Viewport
        hotkey={[TOAST_HOTKEY]}
        label={labels.region}
        data-toast-viewport=""
        className={TOAST_CLASS.viewport}
      />
    </Toast.Provider>
  );
}
