// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { globalTimers } from '~/stores/timers.ts';
import { fakeMedia, TEXTS } from '../../shared/audio/player.fixtures.ts';
import { createAudioPlayer } from '../../shared/audio/player.store.ts';
import type { ChatAudio } from '../chat-audio.ts';
import { ChatAudioContext } from '../ChatAudioContext.ts';
import { aMessage, anAnswer, anEntry, fakeChatStore, MESSAGES } from '../chat-screen.fixtures.ts';
import { MessageArea } from './MessageArea.tsx';

const LABELS = { readAloud: 'Écouter la réponse', playRecording: 'Écouter l’enregistrement', pause: 'Pause' };

function renderWithSound(audio: Partial<ChatAudio>) {
  const spoken = aMessage({
    _id: 'q1',
    localId: 'l1',
    isAudioQuestion: true,
    audioFile: 'storage://users/u/chat-audio/a',
    contentText: 'Comment divorcer ?',
    answerStatus: 'completed',
  });
  const typed = aMessage({ _id: 'q2', localId: 'l2', contentText: 'Et après ?', answerStatus: 'completed' });
  const answer = anAnswer({ _id: 'a1', replyTo: 'q1', contentText: 'Le **divorce** se demande au tribunal.' });
  const fake = fakeChatStore({ entries: [anEntry(spoken), anEntry(answer), anEntry(typed)] });
  const player = createAudioPlayer({
    media: fakeMedia(),
    sign: async (url) => url,
    timers: globalTimers,
    notify: vi.fn(),
    texts: TEXTS,
  });
  const value = { audio: { player, readAnswer: null, playRecording: vi.fn(), ...audio }, labels: LABELS };
  render(
    <ChatAudioContext.Provider value={value}>
      <MessageArea store={fake.store} messages={MESSAGES} locale="en" />
    </ChatAudioContext.Provider>,
  );
  return { value, spoken, answer };
}

describe('message area with sound', () => {
  afterEach(cleanup);

  it('offers the recording of a question asked aloud, and the answer read aloud, titled by their first words', () => {
    const readAnswer = vi.fn();
    const { value, spoken, answer } = renderWithSound({ readAnswer });
    expect(screen.getAllByRole('button', { name: 'Écouter l’enregistrement' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Écouter l’enregistrement' }));
    expect(value.audio.playRecording).toHaveBeenCalledWith(spoken, 'Comment divorcer ?');
    fireEvent.click(screen.getByRole('button', { name: 'Écouter la réponse' }));
    expect(readAnswer).toHaveBeenCalledWith(answer, 'Le divorce se demande au tribunal.');
  });

  it('offers no reading aloud where the platform has no voice for the language', () => {
    renderWithSound({ readAnswer: null });
    expect(screen.queryByRole('button', { name: 'Écouter la réponse' })).toBeNull();
  });
});
