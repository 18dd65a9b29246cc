/**
 * The French texts of SPEC-COVERAGE §8 (error catalogue) and the notification labels of SPEC-COVERAGE §9, to the
 * letter, as each island or script receives them: a text edited in fr.json, or a key dropped
 * from the list a page hands to its island, fails here.
 */
import { describe, expect, it } from 'vitest';
import { playerTexts } from '../islands/shared/audio/player-texts.ts';
import { chatMessages } from '../islands/chat/messages.ts';
import { legalSearchMessages } from '../islands/legal-search/messages.ts';
import { OPEN_FAILED_DESCRIPTION, OPEN_FAILED_TITLE, SIGN_FAILED_MESSAGE } from '../stores/signed-urls.ts';
import { PLATFORM_MESSAGE_KEYS, type PlatformMessageKey } from '../stores/platform-messages.ts';
import { createTranslator, messagesFor } from './messages.ts';

const t = createTranslator('fr');
const chat = chatMessages(t);

/** The platform toasts' texts as ToastHost.astro renders them into the page. */
function platform(key: PlatformMessageKey): string {
  expect(PLATFORM_MESSAGE_KEYS).toContain(key);
  return t(key);
}

describe('SPEC-COVERAGE §8 error catalogue in French', () => {
  it('authentication failure toast: title and text', () => {
    const text = "Une erreur s'est produite lors de l'authentification. Veuillez réessayer.";
    expect(platform('platform.authFailed.title')).toBe('Authentification échouée');
    expect(platform('platform.authFailed.text')).toBe(text);
    // The Google sign-in script shows the same toast.
    expect(t('authUi.google.failedTitle')).toBe('Authentification échouée');
    expect(t('authUi.google.failedText')).toBe(text);
  });

  it('session expiry toast: title and text', () => {
    expect(platform('platform.sessionExpired.title')).toBe('Session Expirée');
    expect(platform('platform.sessionExpired.text')).toBe('Votre session a expiré, veuillez vous reconnecter');
  });

  it('send failure on the network', () => {
    expect(chat['chat.errors.network']).toBe('Problème de connexion. Vérifiez votre réseau.');
  });

  it('send failure 413', () => {
    expect(chat['chat.errors.tooLarge']).toBe('Le message est trop volumineux.');
  });

  it('send failure 429', () => {
    expect(chat['chat.errors.rateLimited']).toBe('Trop de messages envoyés. Attendez un moment.');
  });

  it('send error toast title', () => {
    expect(chat['chat.errors.sendTitle']).toBe("Erreur d'envoi");
  });

  it('initialisation failure: title and the warning that some features may not work', () => {
    expect(platform('platform.init.title')).toBe("Erreur d'initialisation");
    expect(platform('platform.init.text')).toBe('Certaines fonctionnalités risquent de ne pas fonctionner.');
  });

  it('legal search failure, in English as SPEC writes it', () => {
    expect(legalSearchMessages(t)['search.result.failed']).toBe('An error occurred. Please try again later.');
  });

  it('push failure', () => {
    expect(chat['chat.errors.push']).toBe('Une erreur est survenue. Veuillez réessayer.');
  });

  it('audio playback failure: the toast and the player', () => {
    const texts = playerTexts(messagesFor('fr'));
    expect(texts.playbackToast).toBe("Impossible de lire l'audio");
    expect(texts.playerError).toBe("Impossible de jouer l'audio");
  });

  it("signing failure: 'Failed to sign URL' when the server gives no message", () => {
    expect(SIGN_FAILED_MESSAGE).toBe('Failed to sign URL');
  });

  it('opening a document fails: title and text', () => {
    expect(t('personalLibrary.openFailed.title')).toBe('Erreur de signature');
    expect(t('personalLibrary.openFailed.description')).toBe('Impossible de générer un accès au document');
    expect([OPEN_FAILED_TITLE, OPEN_FAILED_DESCRIPTION]).toEqual([
      'Erreur de signature',
      'Impossible de générer un accès au document',
    ]);
  });

  it('invalid audio URL', () => {
    expect(playerTexts(messagesFor('fr')).invalidUrl).toBe('URL invalide');
  });

  it('connection lost: title and text', () => {
    expect(platform('platform.network.lost.title')).toBe('Connexion perdue');
    expect(platform('platform.network.lost.text')).toBe('Vérifiez votre connexion Internet');
  });

  it('connection recovery: success and failure', () => {
    expect(platform('platform.network.restored')).toBe('Connexion rétablie avec succès');
    expect(platform('platform.network.restoreFailed')).toBe('Impossible de rétablir la connexion');
  });

  it('success toasts: conversation deleted and renamed', () => {
    expect(chat['chat.toast.deleted']).toBe('Conversation supprimée');
    expect(chat['chat.toast.renamed']).toBe('Conversation renommée');
  });
});

describe('SPEC-COVERAGE §9 notification labels in French', () => {
  it("region label 'Notifications ({hotkey})' and default provider label 'Notification'", () => {
    expect(t('toast.region')).toBe('Notifications ({hotkey})');
    expect(t('toast.label')).toBe('Notification');
  });
});
