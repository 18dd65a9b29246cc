/**
 * The notification queue (SPEC-COVERAGE §3, §4, §9), shared by every island and plain script. The
 * Toaster island renders it with Radix, which runs the display timer (paused on hover, focus
 * and window blur); this store keeps at most 3 open and drops closed ones 7000 ms later so
 * their exit can play.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { ReactNode } from 'react';
import { globalTimers, type TimerHandle, type Timers } from './timers.ts';

export const TOAST_LIMIT = 3;
export const TOAST_REMOVE_DELAY_MS = 7000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_DIRECTION = 'right';
export const TOAST_SWIPE_THRESHOLD = 50;
/** `KeyboardEvent.code` of the key that moves focus to the notifications (SPEC-COVERAGE §9). */
export const TOAST_HOTKEY = 'F8';

export const TOAST_VARIANTS = ['default', 'success', 'info', 'warning', 'destructive'] as const;
export type ToastVariant = (typeof TOAST_VARIANTS)[number];
/** Radix announces foreground toasts assertively and background ones politely. */
export const TOAST_TYPES = ['foreground', 'background'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

/** Icons a toast may show; src/components/ui/toast-look.ts maps each to its class. */
export type ToastIcon =
  | 'bell'
  | 'circle-check'
  | 'info'
  | 'triangle-alert'
  | 'circle-x'
  | 'wifi-off'
  | 'server-off'
  | 'refresh-cw';

export type ToastAction = { label: string; onClick: () => void } | { label: string; href: string };

export interface ToastInput {
  title?: string;
  /**
   * Text, or a component for toasts raised inside a React island (SPEC-COVERAGE §3). Toasts that travel
   * as a window event or across a page change carry text only.
   */
  description?: ReactNode;
  /** Replaces the variant's icon. */
  icon?: ToastIcon;
  action?: ToastAction;
  variant?: ToastVariant;
  type?: ToastType;
  /** Milliseconds before closing; `Infinity` keeps it until dismissed. */
  duration?: number;
}

export interface ToastEntry extends ToastInput {
  id: string;
  variant: ToastVariant;
  type: ToastType;
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (patch: ToastInput) => void;
}

export function assertToastType(type: unknown): asserts type is ToastType {
  if (!(TOAST_TYPES as readonly unknown[]).includes(type)) {
    throw new Error(`Invalid toast type ${JSON.stringify(type)}: expected 'foreground' or 'background'.`);
  }
}

export function assertToastVariant(variant: unknown): asserts variant is ToastVariant {
  if (!(TOAST_VARIANTS as readonly unknown[]).includes(variant)) {
    throw new Error(`Invalid toast variant ${JSON.stringify(variant)}: expected one of ${TOAST_VARIANTS.join(', ')}.`);
  }
}

export function assertProviderLabel(label: unknown): asserts label is string {
  if (typeof label !== 'string' || label.trim() === '') {
    throw new Error('Invalid toast provider label: expected a non-empty string.');
  }
}

export interface ToastStore {
  $toasts: ReadableAtom<readonly ToastEntry[]>;
  toast: (input: ToastInput) => ToastHandle;
  dismissToast: (id: string) => void;
}

export function createToastStore(timers: Pick<Timers, 'setTimeout'> = globalTimers): ToastStore {
  const $toasts = atom<readonly ToastEntry[]>([]);
  const removals = new Map<string, TimerHandle>();
  let counter = 0;

  function scheduleRemoval(id: string): void {
    if (removals.has(id)) return;
    removals.set(
      id,
      timers.setTimeout(() => {
        removals.delete(id);
        $toasts.set($toasts.get().filter((entry) => entry.id !== id));
      }, TOAST_REMOVE_DELAY_MS),
    );
  }

  function dismissToast(id: string): void {
    const entry = $toasts.get().find((candidate) => candidate.id === id);
    if (!entry) return;
    if (entry.open)
      $toasts.set($toasts.get().map((candidate) => (candidate.id === id ? { ...candidate, open: false } : candidate)));
    scheduleRemoval(id);
  }

  function update(id: string, patch: ToastInput): void {
    if (patch.type !== undefined) assertToastType(patch.type);
    if (patch.variant !== undefined) assertToastVariant(patch.variant);
    $toasts.set($toasts.get().map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)));
  }

  function toast(input: ToastInput): ToastHandle {
    const { type = 'foreground', variant = 'default' } = input;
    assertToastType(type);
    assertToastVariant(variant);
    counter += 1;
    const id = `toast-${counter}`;
    $toasts.set([{ ...input, id, type, variant, open: true }, ...$toasts.get()]);
    // Newest first: every open toast past the limit is an older one.
    for (const older of $toasts
      .get()
      .filter((entry) => entry.open)
      .slice(TOAST_LIMIT))
      dismissToast(older.id);
    return { id, dismiss: () => dismissToast(id), update: (patch) => update(id, patch) };
  }

  return { $toasts, toast, dismissToast };
}

const shared = createToastStore();
export const $toasts = shared.$toasts;
export const toast = shared.toast;
export const dismissToast = shared.dismissToast;
