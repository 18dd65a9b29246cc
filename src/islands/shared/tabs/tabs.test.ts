import { describe, expect, it } from 'vitest';
import { createTabs } from './tabs.ts';

const IDS = ['form', 'preview', 'help'] as const;
const LEFT = { button: 0, ctrlKey: false };

describe('tabs (SPEC-COVERAGE §4)', () => {
  it('starts on the first tab, or on the one asked for', () => {
    expect(createTabs({ ids: IDS }).$active.get()).toBe('form');
    expect(createTabs({ ids: IDS, initial: 'help' }).$active.get()).toBe('help');
  });

  it('changes the active tab on a left-click only', () => {
    const tabs = createTabs({ ids: IDS });
    expect(tabs.pointerDown('preview', { button: 2, ctrlKey: false })).toBe(false);
    expect(tabs.pointerDown('preview', { button: 0, ctrlKey: true })).toBe(false);
    expect(tabs.$active.get()).toBe('form');
    expect(tabs.pointerDown('preview', LEFT)).toBe(true);
    expect(tabs.$active.get()).toBe('preview');
  });

  it.each(['Enter', ' '])('changes the active tab on %j', (key) => {
    const tabs = createTabs({ ids: IDS, activation: 'manual' });
    expect(tabs.keyDown('help', { key })).toBeNull();
    expect(tabs.$active.get()).toBe('help');
  });

  it('changes the active tab on focus, unless activation is manual', () => {
    const automatic = createTabs({ ids: IDS });
    automatic.focus('preview');
    expect(automatic.$active.get()).toBe('preview');
    const manual = createTabs({ ids: IDS, activation: 'manual' });
    manual.focus('preview');
    expect(manual.$active.get()).toBe('form');
  });

  it('moves the focus with the arrows (looping), Home and End, without selecting by itself', () => {
    const tabs = createTabs({ ids: IDS, activation: 'manual' });
    expect(tabs.keyDown('form', { key: 'ArrowRight' })).toBe('preview');
    expect(tabs.keyDown('help', { key: 'ArrowDown' })).toBe('form');
    expect(tabs.keyDown('form', { key: 'ArrowLeft' })).toBe('help');
    expect(tabs.keyDown('preview', { key: 'Home' })).toBe('form');
    expect(tabs.keyDown('form', { key: 'End' })).toBe('help');
    expect(tabs.keyDown('form', { key: 'a' })).toBeNull();
    expect(tabs.$active.get()).toBe('form');
  });

  it('ignores an unknown tab and refuses an empty list', () => {
    const tabs = createTabs<string>({ ids: ['a', 'b'] });
    tabs.select('z');
    expect(tabs.$active.get()).toBe('a');
    expect(() => createTabs({ ids: [] })).toThrow('at least one tab');
  });
});
