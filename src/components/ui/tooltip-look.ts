/**
 * Class names of the tooltips, kept under src/components/ (which @unocss/astro scans from disk)
 * for the reason given in toast-look.ts: the content is portaled and, in client-only islands,
 * never rendered on the server. @unocss-include
 */
export const TOOLTIP_CLASS = {
  content:
    'z-100 max-w-xs rounded-md bg-fg px-2.5 py-1.5 text-sm text-bg shadow-md data-[state=delayed-open]:animate-fade-in data-[state=delayed-open]:animate-duration-150',
  arrow: 'fill-fg',
} as const;
