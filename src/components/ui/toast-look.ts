/**
 * Class names of the notifications. They live under src/components/ because @unocss/astro
 * scans that folder from disk: the Toaster is loaded lazily in the browser only, so the
 * server build, where the page CSS is generated, never sees its module. The marker below lets
 * UnoCSS read a .ts file there: @unocss-include
 */
import type { ToastIcon, ToastVariant } from '~/stores/toasts.ts';

export const TOAST_ICON_CLASS: Record<ToastIcon, string> = {
  bell: 'i-lucide-bell',
  'circle-check': 'i-lucide-circle-check',
  info: 'i-lucide-info',
  'triangle-alert': 'i-lucide-triangle-alert',
  'circle-x': 'i-lucide-circle-x',
  'wifi-off': 'i-lucide-wifi-off',
  'server-off': 'i-lucide-server-off',
  'refresh-cw': 'i-lucide-refresh-cw',
};

/** Each variant's default icon and its accent: the left border and the icon colour. */
export const TOAST_VARIANT_LOOK: Record<ToastVariant, { icon: ToastIcon; accent: string }> = {
  default: { icon: 'bell', accent: 'border-l-line text-muted' },
  success: { icon: 'circle-check', accent: 'border-l-brand text-brand' },
  info: { icon: 'info', accent: 'border-l-[var(--c-focus)] text-[var(--c-focus)]' },
  warning: { icon: 'triangle-alert', accent: 'border-l-amber-500 text-amber-600' },
  destructive: { icon: 'circle-x', accent: 'border-l-danger text-danger' },
};

export const TOAST_CLASS = {
  viewport:
    'fixed top-0 z-100 m-0 flex max-h-screen w-full list-none flex-col-reverse gap-2 p-4 outline-none sm:bottom-0 sm:right-0 sm:top-auto sm:flex-col md:max-w-[420px]',
  root: [
    'pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border border-line border-l-4 bg-surface p-4 pr-10 shadow-lg',
    'data-[state=open]:animate-slide-in-right data-[state=open]:animate-duration-200',
    'data-[state=closed]:animate-fade-out data-[state=closed]:animate-duration-150',
    'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0',
    'data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=end]:animate-fade-out data-[swipe=end]:animate-duration-150',
  ].join(' '),
  icon: 'mt-0.5 shrink-0 text-lg',
  body: 'grid min-w-0 flex-1 gap-1 text-fg',
  title: 'font-semibold leading-snug',
  description: 'text-sm text-muted',
  action: 'btn-ghost mt-1 justify-self-start border border-line px-3 py-1 text-sm',
  close:
    'absolute right-1 top-1 inline-flex h-9 w-9 items-center justify-center rounded-md text-muted hover:bg-brand-soft hover:text-fg',
  closeIcon: 'i-lucide-x',
} as const;
