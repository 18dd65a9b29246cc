/**
 * A toast that must survive a client-side navigation (the session-expired toast is raised
 * right before going to /login): kept in sessionStorage, shown by the next page's toast host.
 * The client counterpart of the server flash cookie. Only text travels, never callbacks.
 */
import { TOAST_VARIANTS, type ToastInput, type ToastVariant } from './toasts.ts';

export const CARRIED_TOAST_KEY = 'carried-toast';

export type CarriedToast = Pick<ToastInput, 'title' | 'variant'> & { description?: string };

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Stores the toast for the next page; returns false when storage refuses (private mode, quota). */
export function carryToast(storage: SessionStore, { title, description, variant }: CarriedToast): boolean {
  try {
    storage.setItem(CARRIED_TOAST_KEY, JSON.stringify({ title, description, variant }));
    return true;
  } catch {
    return false;
  }
}

/** Storage is writable by any script of the origin: keep only well-formed text fields. */
function sanitize(value: unknown): CarriedToast | null {
  if (value === null || typeof value !== 'object') return null;
  const { title, description, variant } = value as Record<string, unknown>;
  const toast: CarriedToast = {};
  if (typeof title === 'string') toast.title = title;
  if (typeof description === 'string') toast.description = description;
  if ((TOAST_VARIANTS as readonly unknown[]).includes(variant)) toast.variant = variant as ToastVariant;
  return toast.title || toast.description ? toast : null;
}

export function takeCarriedToast(storage: SessionStore): CarriedToast | null {
  try {
    const raw = storage.getItem(CARRIED_TOAST_KEY);
    if (raw === null) return null;
    storage.removeItem(CARRIED_TOAST_KEY);
    return sanitize(JSON.parse(raw));
  } catch {
    return null;
  }
}
