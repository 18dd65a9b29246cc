import { describe, expect, it } from 'vitest';
import { messagesFor } from '~/i18n/messages.ts';
import { PLAYER_MESSAGE_KEYS, playerTexts } from './player-texts.ts';

describe('playerTexts', () => {
  it('reads the French of SPEC-COVERAGE §4 from audio.*', () => {
    expect(playerTexts(messagesFor('fr'))).toEqual({
      noFile: 'Aucun fichier audio disponible',
      invalidUrl: 'URL invalide',
      playbackToast: "Impossible de lire l'audio",
      playerError: "Impossible de jouer l'audio",
      region: 'Lecteur audio',
      play: 'Lire',
      pause: 'Pause',
      stop: 'Arrêter',
      close: 'Fermer le lecteur',
      seek: 'Position de lecture',
      volume: 'Volume',
      loading: 'Préparation de l’audio…',
    });
  });

  it('shows the key of a missing message', () => {
    expect(playerTexts({}).play).toBe('audio.ui.play');
    expect(PLAYER_MESSAGE_KEYS).toHaveLength(12);
  });
});
