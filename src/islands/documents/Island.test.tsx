import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MESSAGES, TEST_TEMPLATE } from './documents.fixtures.ts';
import { DocumentGeneratorIsland } from './Island.tsx';

describe('the document generator island', () => {
  it('renders on the server, without the browser, the first step and the empty preview', () => {
    const html = renderToString(
      <DocumentGeneratorIsland
        template={TEST_TEMPLATE}
        messages={MESSAGES}
        locale="fr"
        signedIn={false}
        today="2026-03-01"
        personalLibraryHref="/library/personnal"
        signInHref="/login"
      />,
    );
    expect(html).toContain('Étape 1 sur 4 : Vous');
    expect(html).toContain('[Votre nom]');
    expect(html).toContain('Vos réponses sont enregistrées automatiquement sur cet appareil.');
  });
});
