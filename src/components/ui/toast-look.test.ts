/**
 * Icons are compiled into the page CSS at build time by UnoCSS preset-icons (uno.config.ts):
 * the browser never asks an icon service or an icon endpoint for them (SPEC-COVERAGE §7 Platform).
 */
import { createGenerator } from 'unocss';
import { describe, expect, it } from 'vitest';
import config from '../../../uno.config.ts';
import { TOAST_VARIANTS } from '~/stores/toasts.ts';
import { TOAST_CLASS, TOAST_ICON_CLASS, TOAST_VARIANT_LOOK } from './toast-look.ts';

describe('toast icons', () => {
  it('compiles every notification icon into inline CSS at build time, with no icon request', async () => {
    const uno = await createGenerator(config);
    const classes = [...Object.values(TOAST_ICON_CLASS), TOAST_CLASS.closeIcon];
    const { css, matched } = await uno.generate(classes.join(' '), { preflights: false });
    expect([...matched].sort()).toEqual([...classes].sort());
    for (const name of classes) {
      const rule = css.slice(css.indexOf(`.${name}{`));
      expect(rule, name).toMatch(/^[^}]*url\("data:image\/svg\+xml;utf8,%3Csvg/);
    }
    expect(css).not.toMatch(/url\("?https?:/);
  });

  it('gives each variant a default icon', () => {
    expect(Object.keys(TOAST_VARIANT_LOOK).sort()).toEqual([...TOAST_VARIANTS].sort());
    for (const variant of TOAST_VARIANTS)
      expect(TOAST_ICON_CLASS[TOAST_VARIANT_LOOK[variant].icon]).toMatch(/^i-lucide-/);
  });
});
