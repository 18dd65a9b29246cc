import { atom } from 'nanostores';
import { describe, expect, it, vi } from 'vitest';
import { aChatMessage } from '~/shared/chat.fixtures.ts';
import { createAudioPlayer } from '../shared/audio/player.store.ts';
import { fakeMedia, TEXTS } from '../shared/audio/player.fixtures.ts';
import { globalTimers } from '~/stores/timers.ts';
import type { ChatEntry } from './chat.contract.ts';
import { createAutoReadAloud, createChatAudio, trackTitle } from './chat-audio.ts';

const entry = (message: ChatEntry['message']): ChatEntry => ({
  key: message.localId ?? message._id,
  message,
  sendError: null,
  typing: null,
});
const question = aChatMessage({
  _id: 'q1',
  localId: 'local-1',
  senderType: 'user',
  isAudioQuestion: true,
  audioFile: 'storage://users/u1/chat-audio/a',
});
const answer = aChatMessage({
  _id: 'a1',
  localId: null,
  senderType: 'bot',
  replyTo: 'q1',
  contentText: 'Le **divorce** [1] se demande au [tribunal](/library/documents/x).',
});

function player() {
  const store = createAudioPlayer({
    media: fakeMedia(),
    sign: async (url) => `https://files.example/${url}`,
    timers: globalTimers,
    notify: vi.fn(),
    texts: TEXTS,
  });
  return { store, play: vi.spyOn(store, 'play'), waitFor: vi.spyOn(store, 'waitFor') };
}

describe('chat audio', () => {
  it('reads a spoken answer already made from its file, and asks the server for one not made yet', async () => {
    const { store, play, waitFor } = player();
    const audioOf = vi.fn(async () => 'storage://users/u1/answer-audio/b');
    const audio = createChatAudio({ player: store, audioOf, readAloud: true });
    audio.readAnswer?.({ ...answer, audioFile: 'storage://users/u1/answer-audio/z' }, 'Le divorce');
    expect(play).toHaveBeenCalledWith({ id: 'a1', title: 'Le divorce', url: 'storage://users/u1/answer-audio/z' });
    audio.readAnswer?.(answer, 'Le divorce');
    expect(audioOf).toHaveBeenCalledWith('message', 'a1');
    expect(waitFor).toHaveBeenCalledWith(expect.objectContaining({ id: 'a1', title: 'Le divorce' }));
    audio.playRecording(question, 'Ma question');
    expect(play).toHaveBeenLastCalledWith({ id: 'q1', title: 'Ma question', url: question.audioFile });
  });

  it('offers no reading aloud where the platform has no voice for the language', () => {
    expect(createChatAudio({ player: player().store, audioOf: vi.fn(), readAloud: false }).readAnswer).toBeNull();
  });

  it('reads the answer to a question asked aloud once, when it shows, and no other', () => {
    const $entries = atom<ChatEntry[]>([]);
    const read = vi.fn();
    const auto = createAutoReadAloud({ $entries, read });
    const stop = auto.start();
    auto.expect('local-1');
    $entries.set([entry({ ...question, _id: '' })]);
    $entries.set([entry(question)]);
    expect(read).not.toHaveBeenCalled();
    const other = aChatMessage({ _id: 'a0', localId: null, senderType: 'bot', replyTo: 'q0' });
    $entries.set([entry(other), entry(question), entry(answer)]);
    expect(read).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledWith(answer);
    $entries.set([entry(question), entry({ ...answer, feedback: 'up' })]);
    expect(read).toHaveBeenCalledTimes(1);
    stop();
  });

  it('titles a track with the first words of a message, without its Markdown', () => {
    expect(trackTitle(answer.contentText)).toBe('Le divorce se demande au tribunal.');
    expect(trackTitle('a '.repeat(50), 10)).toBe('a a a a a…');
  });
});
