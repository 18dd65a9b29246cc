import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorCopyKeys, errorDescription, errorTitle, isBot, notFoundMessage } from './error-page.ts';
import { createTranslator } from './i18n/messages.ts';

const t = createTranslator('fr');

describe('error page copy', () => {
  it.each([
    [404, 'Page introuvable'],
    [403, 'Accès restreint'],
    [500, 'Service temporairement indisponible'],
    [502, 'Service en maintenance'],
    [503, 'Service temporairement indisponible'],
    [418, 'Une erreur est survenue'],
    [400, 'Une erreur est survenue'],
  ])('status %i has the headline %s', (status, headline) => {
    expect(t(errorCopyKeys(status).headline)).toBe(headline);
  });

  it('tells a 503 (overloaded) from a 500 (technical difficulties)', () => {
    expect(t(errorCopyKeys(503).text)).not.toBe(t(errorCopyKeys(500).text));
  });

  it('formats the title, description and not-found message of SPEC-COVERAGE §2', () => {
    expect(errorTitle('Page introuvable', 'Jurisia')).toBe('Page introuvable - Jurisia');
    expect(errorDescription('Jurisia')).toBe(
      'Erreur sur la plateforme juridique Jurisia - Services juridiques intelligents',
    );
    expect(notFoundMessage('/nope')).toBe('Page not found: /nope');
    expect(t('error.code', { statusCode: 404 })).toBe('Erreur 404');
  });
});

describe('isBot', () => {
  it('recognises crawlers', () => {
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1',
      'Mozilla/5.0 (compatible; AhrefsBot/7.0)',
      'WhatsApp/2.23',
    ]) {
      expect(isBot(ua), ua).toBe(true);
    }
  });

  it('leaves people’s browsers alone', () => {
    expect(
      isBot('Mozilla/5.0 (Linux; Android 10; TECNO KE5) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36'),
    ).toBe(false);
    expect(isBot('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1')).toBe(
      false,
    );
    expect(isBot(null)).toBe(false);
  });
});

describe('error view', () => {
  const view = readFileSync(join(import.meta.dirname, 'components/ErrorView.astro'), 'utf8');
  const imports = [...view.matchAll(/^import \w+ from '([^']+\.astro)';/gm)].map(([, path]) => path);

  it('replaces the app: the document shell only, without the header, menus or footer of a layout', () => {
    expect(imports).toEqual(['~/layouts/Base.astro']);
    expect(view).not.toMatch(/<(SiteHeader|SiteFooter|Default|Chat|Auth)\b/);
  });
});
