/** The chat texts SPEC-COVERAGE §1/§2 names: the six starter questions and the ten waiting messages. */
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json' with { type: 'json' };
import fr from '../../../locales/fr.json' with { type: 'json' };
import { createTranslator } from '~/i18n/messages.ts';
import { chatMessages, STARTER_KEYS, WAITING_KEYS } from './messages.ts';

describe('chat texts', () => {
  it('rotates ten distinct French status messages while an answer is awaited', () => {
    const messages = chatMessages(createTranslator('fr'));
    const waiting = WAITING_KEYS.map((key) => messages[key]);
    expect(waiting).toHaveLength(10);
    expect(new Set(waiting).size).toBe(10);
    expect(waiting).toEqual(WAITING_KEYS.map((key) => fr[key]));
    // French, not the English file's texts.
    for (const [index, key] of WAITING_KEYS.entries()) expect(waiting[index]).not.toBe(en[key]);
    expect(waiting[0]).toBe('Je lis votre question…');
  });

  it('offers six starter questions: company creation, divorce, land title, tenant rights, wills, adoption', () => {
    const messages = chatMessages(createTranslator('fr'));
    expect(STARTER_KEYS.map((key) => messages[key])).toEqual([
      'Comment créer une entreprise au Bénin ?',
      'Comment divorcer par consentement mutuel ?',
      'Comment obtenir un titre foncier ?',
      'Quels sont mes droits en tant que locataire ?',
      'Comment rédiger un testament ?',
      'Comment adopter un enfant ?',
    ]);
  });
});
