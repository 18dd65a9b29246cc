import presetIcons from '@unocss/preset-icons';
import presetWind4 from '@unocss/preset-wind4';
import { defineConfig } from 'unocss';

/** Colours come from CSS variables (src/styles/theme.css) so light/dark need no `dark:` variants. */
export default defineConfig({
  // Islands loaded lazily (the Toaster) never pass through the server build that generates
  // the page CSS, so their sources are scanned from disk too.
  content: { filesystem: ['src/islands/**/*.{ts,tsx}', 'src/components/ui/**/*.ts'] },
  presets: [
    presetWind4(),
    presetIcons({ scale: 1.2, extraProperties: { display: 'inline-block', 'vertical-align': 'middle' } }),
  ],
  theme: {
    colors: {
      bg: 'var(--c-bg)',
      surface: 'var(--c-surface)',
      fg: 'var(--c-fg)',
      muted: 'var(--c-muted)',
      line: 'var(--c-border)',
      brand: 'var(--c-brand)',
      'brand-strong': 'var(--c-brand-strong)',
      'brand-soft': 'var(--c-brand-soft)',
      'on-brand': 'var(--c-on-brand)',
      danger: 'var(--c-danger)',
    },
  },
  shortcuts: {
    btn: 'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 font-medium no-underline transition-colors min-h-11',
    'btn-primary': 'btn bg-brand text-on-brand hover:bg-brand-strong',
    'btn-ghost': 'btn text-fg hover:bg-brand-soft',
    card: 'rounded-xl border border-line bg-surface p-6',
    'page-container': 'mx-auto w-full max-w-6xl px-4 sm:px-6',
    'field-input': 'w-full rounded-md border border-line bg-surface px-3 py-2 text-fg min-h-11',
  },
});
