/**
 * Asking aloud: a microphone button, then, while recording, a bar with the level, the time out of
 * 2:00, what the browser heard so far, cancel and send. The store holds every rule; this only
 * shows its state, moves focus (to send when recording starts, back to the microphone after) and
 * hands finished recordings, capped ones included, to `onRecorded`.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { RECORDING_MAX_MS } from '~/shared/audio.ts';
import { format as fill } from '~/i18n/format.ts';
import { Tooltip } from '../tooltip/Tooltip.tsx';
import { clock } from './clock.ts';
import type { Recording, VoiceRecorderStore } from './recorder.contract.ts';
import type { VoiceTexts } from './voice-texts.ts';

export interface VoiceRecorderProps {
  recorder: VoiceRecorderStore;
  texts: VoiceTexts;
  /** Keeps the microphone button from starting (e.g. while a question is on its way). */
  disabled?: boolean;
  onRecorded: (recording: Recording) => void;
}

export function VoiceRecorder({ recorder, texts, disabled = false, onRecorded }: VoiceRecorderProps) {
  const { status, elapsedMs, level, transcript, error } = useStore(recorder.$state);
  const [capped, setCapped] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const mic = useRef<HTMLButtonElement>(null);
  const send = useRef<HTMLButtonElement>(null);
  const wasBusy = useRef(false);
  const recording = status === 'recording';
  const requesting = status === 'requesting';

  useEffect(
    () =>
      recorder.onCapped((done) => {
        setCapped(true);
        onRecorded(done);
      }),
    [recorder, onRecorded],
  );

  useEffect(() => {
    if (status === 'requesting' || status === 'recording') {
      wasBusy.current = true;
      if (status === 'recording') send.current?.focus();
      return;
    }
    if (!wasBusy.current) return;
    wasBusy.current = false;
    // Back to the microphone, unless the user has meanwhile put the focus somewhere else.
    const active = document.activeElement;
    if (!active || active === document.body || root.current?.contains(active)) mic.current?.focus();
  }, [status]);

  useEffect(() => {
    if (!recording) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Escape used by something else (a dialog, a form) keeps the recording; inside the bar it
      // always cancels, even when it also closed the tooltip of the focused button (Radix
      // prevents the default of the Escape that closes a tooltip).
      const inBar = event.target instanceof Node && root.current?.contains(event.target);
      if (event.defaultPrevented && !inBar) return;
      event.preventDefault();
      recorder.cancel();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [recording, recorder]);

  const start = () => {
    if (requesting) return;
    setCapped(false);
    void recorder.start();
  };
  const finish = async () => {
    const done = await recorder.stop();
    if (done) onRecorded(done);
  };

  return (
    <div ref={root} className="flex min-w-0 flex-wrap items-center gap-2">
      {recording ? (
        <div className="flex min-w-0 flex-1 items-center gap-2 rounded-lg border border-line bg-surface py-1 pl-3 pr-1">
          <span
            className="i-lucide-mic shrink-0 text-danger animate-pulse motion-reduce:animate-none"
            aria-hidden="true"
          />
          <meter className="h-2 w-16 shrink-0" aria-label={texts.level} min={0} max={1} value={level} />
          <span className="shrink-0 text-sm tabular-nums text-muted">
            {fill(texts.elapsed, { elapsed: clock(elapsedMs), max: clock(RECORDING_MAX_MS) })}
          </span>
          <p className="min-w-0 flex-1 truncate text-sm italic text-muted">{transcript}</p>
          <Tooltip content={texts.cancel} repeatsName>
            <button
              type="button"
              className="btn-ghost shrink-0 px-3"
              aria-label={texts.cancel}
              onClick={() => recorder.cancel()}
            >
              <span className="i-lucide-x" aria-hidden="true" />
            </button>
          </Tooltip>
          <Tooltip content={texts.send} repeatsName>
            <button
              ref={send}
              type="button"
              className="btn-primary shrink-0 px-3"
              aria-label={texts.send}
              onClick={() => void finish()}
            >
              <span className="i-lucide-send" aria-hidden="true" />
            </button>
          </Tooltip>
        </div>
      ) : (
        <Tooltip content={texts.start} repeatsName>
          <button
            ref={mic}
            type="button"
            className="btn-ghost px-3 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-wait"
            aria-label={texts.start}
            aria-disabled={requesting || undefined}
            disabled={disabled}
            onClick={start}
          >
            <span
              className={requesting ? 'i-lucide-loader-circle animate-spin motion-reduce:animate-none' : 'i-lucide-mic'}
              aria-hidden="true"
            />
          </button>
        </Tooltip>
      )}
      {/* Always in the page, so screen readers announce what changes in it. */}
      <p role="status" className="sr-only">
        {recording ? texts.recording : capped ? texts.capped : ''}
      </p>
      {error && (
        <p role="alert" className="basis-full text-sm font-medium text-danger">
          {texts.errors[error]}
        </p>
      )}
    </div>
  );
}
