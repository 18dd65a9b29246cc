/**
 * The guided form of one template: values, the step shown, which checks to show, the live
 * preview, the draft and the download. Components read the atoms and call the actions; every
 * rule lives here or in the pure modules it uses.
 */
import { atom, computed, type ReadableAtom } from 'nanostores';
import { isoDay } from '~/documents/format.ts';
import { renderDocument } from '~/documents/template-language.ts';
import type {
  DocumentDraft,
  DocumentFormat,
  DocumentTemplate,
  RenderedDocument,
  TemplateField,
  TemplateValues,
} from '~/documents/template.types.ts';
import { visibleFields } from '~/documents/validate.ts';
import { SUBSCRIPTION_REQUIRED_CODE } from '~/stores/subscription-event.ts';
import type { Timers } from '~/stores/timers.ts';
import type { ToastInput } from '~/stores/toasts.ts';
import { createDraftKeeper } from './draft-keeper.ts';
import { type DownloadResult, type Fetch, requestDocument } from './download.ts';
import { failureToast, type SavedToastContext, savedToast } from './download-toasts.ts';
import { type DraftStorage, hasAnswers } from './drafts.ts';
import { type DocumentMessages, problemText } from './messages.ts';
import type { DraftApi } from './server-drafts.ts';
import {
  activeSteps,
  firstInvalidField,
  nextStep,
  previousStep,
  problemOf,
  reviewStep,
  settleStep,
  stepFields,
  stepPosition,
  visibleValues,
} from './steps.ts';

export interface GeneratorDeps {
  template: DocumentTemplate;
  /** The server's day (ISO) for the first render; the browser's own once started. */
  today: string;
  storage: DraftStorage;
  timers: Timers;
  now: () => Date;
  /** The server's copy of the draft; null for a visitor, whose draft stays in this browser. */
  serverDrafts: DraftApi | null;
  fetch: Fetch;
  saveFile: (blob: Blob, fileName: string) => void;
  notify: (toast: ToastInput) => void;
  /** A 403, with the server's code (docs/ARCHITECTURE.md "API conventions": the subscription-expired event). */
  onForbidden: (message: string, code: string | null) => void;
  /** Calls `save` when the page is hidden or left, `online` when the connection is back; returns the unsubscribe. */
  lifecycle: { listen(handlers: { save: () => void; online: () => void }): () => void };
  messages: DocumentMessages;
  links: SavedToastContext['links'];
}

/** Where the keyboard focus goes next: a field (by name) or the heading of the step shown. */
export type FocusRequest = { kind: 'field'; name: string; seq: number } | { kind: 'step'; seq: number };

export interface StepHeading {
  current: number;
  total: number;
  title: string;
  review: boolean;
}

/** A date at noon: its local day is the ISO day whatever the time zone. */
function dayAsDate(iso: string): Date {
  const [year = 1970, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(year, month - 1, day, 12);
}

/** Fields in the order the form asks them. */
const inFormOrder = (fields: TemplateField[]) => fields.sort((a, b) => a.step - b.step);

export function createGeneratorStore(deps: GeneratorDeps) {
  const { template, messages } = deps;
  const firstStep = (values: TemplateValues) => activeSteps(template, values)[0] ?? reviewStep(template);

  const $values = atom<TemplateValues>({});
  const $step = atom(firstStep({}));
  const $touched = atom<ReadonlySet<string>>(new Set());
  /** Steps whose « Suivant » was pressed: all their problems show. */
  const $checkedSteps = atom<ReadonlySet<number>>(new Set());
  const $serverErrors = atom<Readonly<Record<string, string>>>({});
  const $todayIso = atom(deps.today);
  const $busy = atom<DocumentFormat | null>(null);
  const $restored = atom(false);
  const $focus = atom<FocusRequest | null>(null);
  let focusCount = 0;

  const drafts = createDraftKeeper({ ...deps, current: () => ({ values: $values.get(), step: $step.get() }) });

  const $fields = computed([$values, $step], (values, step) => stepFields(template, values, step));
  const $heading = computed([$values, $step], (values, step): StepHeading => {
    const review = step === reviewStep(template);
    const title = review ? messages['documents.step.review'] : (template.steps[step] ?? '');
    return { ...stepPosition(template, values, step), title, review };
  });
  /**
   * The message under each field, else the server's refusal. A field's problem shows once its
   * step is checked (« Suivant »), or once the field is left — except a missing required value,
   * which waits for « Suivant »: shown on leaving the field, it would push « Suivant » down
   * between the press and the release, and the click would be lost.
   */
  const $errors = computed([$values, $touched, $checkedSteps, $serverErrors], (values, touched, checked, server) => {
    const errors: Record<string, string> = {};
    for (const field of visibleFields(template, values)) {
      const found = touched.has(field.name) || checked.has(field.step) ? problemOf(field, values, template) : null;
      const problem = found?.key === 'documents.errors.required' && !checked.has(field.step) ? null : found;
      const message = problem ? problemText(messages, problem) : server[field.name];
      if (message) errors[field.name] = message;
    }
    return errors;
  });
  const $preview = computed(
    [$values, $todayIso],
    (values, today): RenderedDocument => renderDocument(template, values, { today: dayAsDate(today) }),
  );

  function focus(target: { kind: 'field'; name: string } | { kind: 'step' }): void {
    focusCount += 1;
    $focus.set({ ...target, seq: focusCount });
  }

  function show(step: number): void {
    $step.set(settleStep(template, $values.get(), step));
    focus({ kind: 'step' });
    drafts.changed();
  }

  function apply(draft: DocumentDraft): void {
    $values.set(draft.values);
    $step.set(settleStep(template, draft.values, draft.step));
    $restored.set(hasAnswers(draft.values));
  }

  /** Shows the field's step with its problem and moves the focus to it. */
  function point(field: TemplateField): void {
    $checkedSteps.set(new Set($checkedSteps.get()).add(field.step));
    $touched.set(new Set($touched.get()).add(field.name));
    if ($step.get() !== field.step) {
      $step.set(field.step);
      drafts.changed();
    }
    focus({ kind: 'field', name: field.name });
  }

  const askToFix = () =>
    deps.notify({
      title: messages['documents.download.fix'],
      description: messages['documents.download.fixText'],
      variant: 'warning',
    });

  function refused(fields: Record<string, string>, message: string | null): void {
    $serverErrors.set(fields);
    const field = inFormOrder(visibleFields(template, $values.get())).find((candidate) => fields[candidate.name]);
    if (!field) {
      deps.notify(failureToast(messages, { kind: 'failed', message }));
      return;
    }
    point(field);
    askToFix();
  }

  return {
    template,
    $values: $values as ReadableAtom<TemplateValues>,
    $step: $step as ReadableAtom<number>,
    $fields,
    $heading,
    $errors,
    $preview,
    $busy: $busy as ReadableAtom<DocumentFormat | null>,
    /** The user's day: the server's until started, then the browser's. */
    $todayIso: $todayIso as ReadableAtom<string>,
    $restored: $restored as ReadableAtom<boolean>,
    $focus: $focus as ReadableAtom<FocusRequest | null>,
    $hasAnswers: computed($values, hasAnswers),
    /** True while a step before the current one exists. */
    $canGoBack: computed([$values, $step], (values, step) => previousStep(template, values, step) !== null),

    setValue(name: string, value: string): void {
      $values.set({ ...$values.get(), [name]: value });
      if ($serverErrors.get()[name] !== undefined) {
        const { [name]: _, ...others } = $serverErrors.get();
        $serverErrors.set(others);
      }
      drafts.changed();
    },

    /** The field was left: its problems show from now on. */
    touch(name: string): void {
      if (!$touched.get().has(name)) $touched.set(new Set($touched.get()).add(name));
    },

    /** « Suivant »: on to the next step, or the focus on the first field to correct. */
    next(): boolean {
      const values = $values.get();
      const step = $step.get();
      $checkedSteps.set(new Set($checkedSteps.get()).add(step));
      const invalid = stepFields(template, values, step).find((field) => problemOf(field, values, template));
      if (invalid) {
        focus({ kind: 'field', name: invalid.name });
        return false;
      }
      show(nextStep(template, values, step));
      return true;
    },

    previous(): void {
      const step = previousStep(template, $values.get(), $step.get());
      if (step !== null) show(step);
    },

    /** « Modifier » on the review step. */
    goTo: show,

    /** « Recommencer »: every answer goes, here and on the server. */
    restart(): void {
      $values.set({});
      $step.set(firstStep({}));
      $touched.set(new Set());
      $checkedSteps.set(new Set());
      $serverErrors.set({});
      $restored.set(false);
      drafts.erase();
      focus({ kind: 'step' });
    },

    async download(format: DocumentFormat): Promise<void> {
      if ($busy.get()) return;
      const values = $values.get();
      const invalid = firstInvalidField(template, values);
      if (invalid) {
        point(invalid);
        askToFix();
        return;
      }
      $busy.set(format);
      let result: DownloadResult;
      try {
        result = await requestDocument(deps.fetch, template, visibleValues(template, values), format, deps.now());
      } finally {
        $busy.set(null);
      }
      if (result.kind === 'file') {
        deps.saveFile(result.blob, result.fileName);
        deps.notify(
          savedToast(messages, {
            signedIn: deps.serverDrafts !== null,
            personalItemId: result.personalItemId,
            links: deps.links,
          }),
        );
      } else if (result.kind === 'invalid') refused(result.fields, result.message);
      else {
        if (result.kind === 'forbidden') deps.onForbidden(result.message ?? '', result.code);
        // A spent quota is told once, by the upgrade prompt with its link to the plans.
        if (result.kind !== 'forbidden' || result.code !== SUBSCRIPTION_REQUIRED_CODE)
          deps.notify(failureToast(messages, result));
      }
    },

    /** Once hydrated: the browser's day, the drafts, and saving when the page is left. */
    start(): () => void {
      $todayIso.set(isoDay(deps.now()));
      drafts.load(apply);
      const unlisten = deps.lifecycle.listen({ save: drafts.flush, online: drafts.flush });
      return () => {
        unlisten();
        drafts.flush();
      };
    },
  };
}

export type GeneratorStore = ReturnType<typeof createGeneratorStore>;
