/**
 * SPEC-COVERAGE §9: the notification viewport is at most 420px wide from medium screens up. The class
 * is compiled by UnoCSS (uno.config.ts); this checks the CSS it becomes.
 */
import { createGenerator } from 'unocss';
import { describe, expect, it } from 'vitest';
import config from '../../../uno.config.ts';
import { TOAST_CLASS } from './toast-look.ts';

describe('toast viewport', () => {
  it('is at most 420px wide at medium screens and up, full width below', async () => {
    expect(TOAST_CLASS.viewport.split(' ')).toContain('md:max-w-[420px]');
    expect(TOAST_CLASS.viewport.split(' ')).toContain('w-full');
    const uno = await createGenerator(config);
    const { css } = await uno.generate('md:max-w-[420px]', { preflights: false });
    const media = css.slice(css.indexOf('@media'));
    expect(media).toMatch(/^@media \(min-width: 48rem\)\{\s*\.md\\:max-w-\\\[420px\\\]\{max-width:420px;\}/);
  });
});
