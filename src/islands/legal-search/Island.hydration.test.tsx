// @vitest-environment happy-dom
/** A question typed into the server-rendered page before the island hydrated survives hydration. */
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '~/i18n/messages.ts';
import { LegalSearchIsland } from './Island.tsx';
import { aPage } from './legal-search.fixtures.ts';
import { legalSearchMessages } from './messages.ts';

const island = (
  <LegalSearchIsland
    initial={aPage([])}
    messages={legalSearchMessages(createTranslator('fr'))}
    locale="fr"
    sound={{ voice: false, readAloud: false }}
    canSaveToLibrary
    pricingHref="/pricing"
  />
);

describe('the legal search island hydrating', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    document.body.innerHTML = '';
  });

  it('keeps the question typed before it hydrated, ready to be asked', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(island);
    document.body.append(container);
    const field = container.querySelector<HTMLTextAreaElement>('#legal-search-question');
    if (!field) throw new Error('no question field');
    field.value = 'Comment divorcer par consentement mutuel ?';

    const root = await act(async () => hydrateRoot(container, island));
    expect(container.querySelector<HTMLTextAreaElement>('#legal-search-question')?.value).toBe(
      'Comment divorcer par consentement mutuel ?',
    );
    const ask = [...container.querySelectorAll('button')].find((button) => button.textContent?.includes('Rechercher'));
    expect(ask?.disabled).toBe(false);
    act(() => root.unmount());
  });
});
