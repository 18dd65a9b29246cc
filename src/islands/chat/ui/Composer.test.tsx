// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeChatStore, type FakeStoreState, MESSAGES } from '../chat-screen.fixtures.ts';
import { Composer } from './Composer.tsx';

function renderComposer(state: FakeStoreState = {}) {
  const fake = fakeChatStore(state);
  render(
    <Composer store={fake.store} messages={MESSAGES} locale="fr" textarea={createRef()} formLocalId="form-local" />,
  );
  return fake;
}

const field = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Votre message' });
const sendButton = () => screen.getByRole('button', { name: 'Envoyer' });

describe('composer', () => {
  afterEach(cleanup);

  it('keeps the draft in the store as the user types', () => {
    const { store } = renderComposer();
    fireEvent.change(field(), { target: { value: 'Ma question' } });
    expect(store.setDraft).toHaveBeenLastCalledWith('Ma question');
    expect(field().value).toBe('Ma question');
  });

  it('sends on Enter', () => {
    const { store } = renderComposer({ draft: 'Ma question' });
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(store.send).toHaveBeenCalledWith();
  });

  it('goes to a new line on Shift+Enter instead of sending', () => {
    const { store } = renderComposer({ draft: 'Ma question' });
    fireEvent.keyDown(field(), { key: 'Enter', shiftKey: true });
    expect(store.send).not.toHaveBeenCalled();
  });

  it('sends with the button, which stays disabled while the draft is empty', () => {
    const { store, atoms } = renderComposer({ draft: '   ' });
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    act(() => atoms.$draft.set('Ma question'));
    expect(sendButton().hasAttribute('disabled')).toBe(false);
    fireEvent.click(sendButton());
    expect(store.send).toHaveBeenCalledTimes(1);
  });

  it("shows the store's validation message as an alert tied to the field", () => {
    const { atoms } = renderComposer();
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => atoms.$composerError.set('Message trop long'));
    expect(screen.getByRole('alert').textContent).toBe('Message trop long');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().getAttribute('aria-describedby')).toContain('chat-composer-error');
  });

  it('counts the characters near the 10000 limit only', () => {
    const { atoms } = renderComposer({ draft: 'a'.repeat(8999) });
    expect(screen.queryByText(/caractères/)).toBeNull();
    act(() => atoms.$draft.set('a'.repeat(10_001)));
    expect(screen.getByText(/caractères/).textContent?.replace(/\s/g, ' ')).toBe('10 001 / 10 000 caractères');
  });

  it('offers Instant, Think and Deep Think when the think mode is enabled', () => {
    const { store } = renderComposer({ thinkMode: { enabled: true, value: 'think' } });
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Mode de réflexion' });
    expect(select.value).toBe('think');
    expect([...select.options].map((option) => [option.value, option.text])).toEqual([
      ['instant', 'Instant'],
      ['think', 'Think'],
      ['deepThink', 'Deep Think'],
    ]);
    fireEvent.change(select, { target: { value: 'deepThink' } });
    expect(store.setThinkMode).toHaveBeenCalledWith('deepThink');
  });

  it('hides the think-mode selector when the configuration disables it', () => {
    renderComposer({ thinkMode: { enabled: false, value: 'instant' } });
    expect(screen.queryByRole('combobox', { name: 'Mode de réflexion' })).toBeNull();
  });
});
