// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type TabActivation, createTabs } from './tabs.ts';
import { TabList, TabPanel } from './Tabs.tsx';

function renderTabs(activation: TabActivation = 'automatic') {
  const tabs = createTabs({ ids: ['form', 'preview'] as const, activation });
  render(
    <>
      <TabList
        tabs={tabs}
        idPrefix="view"
        label="Formulaire ou aperçu"
        labels={{ form: 'Formulaire', preview: 'Aperçu' }}
      />
      <TabPanel tabs={tabs} idPrefix="view" id="form">
        Les champs
      </TabPanel>
      <TabPanel tabs={tabs} idPrefix="view" id="preview" hiddenClass="max-lg:hidden">
        Le document
      </TabPanel>
    </>,
  );
  return tabs;
}

const tab = (name: string) => screen.getByRole('tab', { name });
const selected = () =>
  screen
    .getAllByRole('tab')
    .filter((element) => element.getAttribute('aria-selected') === 'true')
    .map((element) => element.textContent);

describe('TabList and TabPanel', () => {
  afterEach(cleanup);

  it('is a named tab list whose tabs control their panels, one in the Tab order', () => {
    renderTabs();
    expect(screen.getByRole('tablist', { name: 'Formulaire ou aperçu' })).toBeTruthy();
    expect(tab('Formulaire').getAttribute('aria-controls')).toBe('view-panel-form');
    expect(screen.getByText('Les champs').getAttribute('aria-labelledby')).toBe('view-tab-form');
    expect([tab('Formulaire').tabIndex, tab('Aperçu').tabIndex]).toEqual([0, -1]);
    expect(selected()).toEqual(['Formulaire']);
    expect(screen.getByText('Le document').className).toBe('max-lg:hidden');
  });

  it('selects on a left mouse press, and keeps a right press from focusing the tab', () => {
    renderTabs();
    expect(fireEvent.mouseDown(tab('Aperçu'), { button: 2 })).toBe(false);
    expect(selected()).toEqual(['Formulaire']);
    fireEvent.mouseDown(tab('Aperçu'), { button: 0 });
    expect(selected()).toEqual(['Aperçu']);
    expect(screen.getByText('Les champs').className).toBe('hidden');
  });

  it('selects on Enter or Space under manual activation, and moves the focus with the arrows', () => {
    renderTabs('manual');
    act(() => tab('Formulaire').focus());
    fireEvent.keyDown(tab('Formulaire'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Aperçu'));
    expect(selected()).toEqual(['Formulaire']);
    fireEvent.keyDown(tab('Aperçu'), { key: ' ' });
    expect(selected()).toEqual(['Aperçu']);
    fireEvent.keyDown(tab('Aperçu'), { key: 'Home' });
    fireEvent.keyDown(tab('Formulaire'), { key: 'Enter' });
    expect(selected()).toEqual(['Formulaire']);
  });

  it('selects the tab the focus reaches under automatic activation', () => {
    renderTabs();
    act(() => tab('Formulaire').focus());
    fireEvent.keyDown(tab('Formulaire'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Aperçu'));
    expect(selected()).toEqual(['Aperçu']);
  });
});
