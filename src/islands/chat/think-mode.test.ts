import { describe, expect, it } from 'vitest';
import { memoryStorage } from './chat-store.fixtures.ts';
import { createThinkMode, THINK_MODE_KEY } from './think-mode.ts';

const config = { enableChatThinkMode: true, preserveChatThinkMode: true, defaultChatThinkMode: 'think' };

describe('think mode', () => {
  it('starts on the configured default, instant when that is invalid', () => {
    expect(createThinkMode(config, null).$thinkMode.get()).toEqual({ enabled: true, value: 'think' });
    expect(
      createThinkMode({ ...config, enableChatThinkMode: false, defaultChatThinkMode: 'fast' }, null).$thinkMode.get(),
    ).toEqual({ enabled: false, value: 'instant' });
  });

  it('keeps the choice and reads it back when preservation is on', () => {
    const storage = memoryStorage();
    createThinkMode(config, storage).set('deepThink');
    expect(storage.values.get(THINK_MODE_KEY)).toBe('deepThink');
    const next = createThinkMode(config, storage);
    expect(next.value()).toBe('think');
    next.restore();
    expect(next.value()).toBe('deepThink');
  });

  it('never stores the choice when preservation is off, nor reads one', () => {
    const storage = memoryStorage({ [THINK_MODE_KEY]: 'deepThink' });
    const mode = createThinkMode({ ...config, preserveChatThinkMode: false }, storage);
    mode.restore();
    expect(mode.value()).toBe('think');
    mode.set('instant');
    expect(mode.value()).toBe('instant');
    expect(storage.values.get(THINK_MODE_KEY)).toBe('deepThink');
  });

  it('ignores a stored value that is not a mode, and choices while the selector is off', () => {
    const mode = createThinkMode(config, memoryStorage({ [THINK_MODE_KEY]: 'turbo' }));
    mode.restore();
    expect(mode.value()).toBe('think');
    const off = createThinkMode({ ...config, enableChatThinkMode: false }, null);
    off.set('deepThink');
    expect(off.value()).toBe('think');
  });
});
