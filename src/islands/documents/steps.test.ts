import { describe, expect, it } from 'vitest';
import { templateErrors } from '~/documents/template-language.ts';
import { TEST_TEMPLATE as T, VALID_VALUES } from './documents.fixtures.ts';
import {
  activeSteps,
  firstInvalidField,
  nextStep,
  previousStep,
  reviewStep,
  settleStep,
  stepFields,
  stepPosition,
  visibleValues,
} from './steps.ts';

const REVIEW = reviewStep(T);
const withLawyer = { ...VALID_VALUES, has_lawyer: 'oui' };

describe('steps of the guided form', () => {
  it('are tested on a valid template', () => {
    expect(templateErrors(T)).toEqual([]);
  });

  it('asks each step with visible fields, then the review; a step whose fields are all hidden is skipped', () => {
    expect(REVIEW).toBe(4);
    expect(activeSteps(T, {})).toEqual([0, 1, 2, REVIEW]);
    expect(activeSteps(T, withLawyer)).toEqual([0, 1, 2, 3, REVIEW]);
  });

  it('gives a step its visible fields in the template order', () => {
    expect(stepFields(T, {}, 0).map((f) => f.name)).toEqual(['sender', 'email']);
    expect(stepFields(T, {}, 3)).toEqual([]);
    expect(stepFields(T, withLawyer, 3).map((f) => f.name)).toEqual(['lawyer']);
  });

  it('goes forward and back over the skipped step', () => {
    expect(nextStep(T, VALID_VALUES, 2)).toBe(REVIEW);
    expect(nextStep(T, withLawyer, 2)).toBe(3);
    expect(previousStep(T, VALID_VALUES, REVIEW)).toBe(2);
    expect(previousStep(T, withLawyer, REVIEW)).toBe(3);
    expect(previousStep(T, {}, 0)).toBeNull();
  });

  it('numbers the step among those shown', () => {
    expect(stepPosition(T, {}, 1)).toEqual({ current: 2, total: 4 });
    expect(stepPosition(T, withLawyer, REVIEW)).toEqual({ current: 5, total: 5 });
  });

  it('settles a remembered step that is no longer asked on the nearest earlier one', () => {
    expect(settleStep(T, VALID_VALUES, 3)).toBe(2);
    expect(settleStep(T, withLawyer, 3)).toBe(3);
    expect(settleStep(T, {}, 99)).toBe(REVIEW);
    expect(settleStep(T, {}, -1)).toBe(0);
    expect(settleStep(T, {}, 0)).toBe(0);
  });

  it('finds the first field to correct in the order the form asks them', () => {
    expect(firstInvalidField(T, {})?.name).toBe('sender');
    expect(firstInvalidField(T, { ...VALID_VALUES, recipient: '' })?.name).toBe('recipient');
    expect(firstInvalidField(T, { ...VALID_VALUES, email: 'pas-un-mail' })?.name).toBe('email');
    expect(firstInvalidField(T, withLawyer)?.name).toBe('lawyer');
    expect(firstInvalidField(T, VALID_VALUES)).toBeNull();
  });

  it('sends only the visible fields', () => {
    const values = visibleValues(T, { ...VALID_VALUES, lawyer: 'Me Adé' });
    expect(values).not.toHaveProperty('lawyer');
    expect(values['sender']).toBe('Awa Dossou');
    expect(visibleValues(T, { ...withLawyer, lawyer: 'Me Adé' })['lawyer']).toBe('Me Adé');
  });
});
