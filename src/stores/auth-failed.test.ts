import { describe, expect, it, vi } from 'vitest';
import { leaveAfterAuthFailure } from './auth-failed.ts';
import { takeCarriedToast } from './carried-toast.ts';
import { memoryStorage } from './client.fixtures.ts';
import { createTranslator } from '~/i18n/messages.ts';

describe('leaving after an authentication failure (SPEC-COVERAGE §8)', () => {
  it('carries the destructive « Authentification échouée » toast to the login page, then goes there', () => {
    const storage = memoryStorage();
    const assign = vi.fn(() =>
      expect(takeCarriedToast(storage)).toEqual({
        title: 'Authentification échouée',
        description: "Une erreur s'est produite lors de l'authentification. Veuillez réessayer.",
        variant: 'destructive',
      }),
    );
    leaveAfterAuthFailure({ storage, text: createTranslator('fr'), assign })('/login?redirect=%2Fchat');
    expect(assign).toHaveBeenCalledWith('/login?redirect=%2Fchat');
  });
});
