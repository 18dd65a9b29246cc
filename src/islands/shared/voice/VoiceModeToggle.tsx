/** The "Mode vocal" switch, with what it does as its description. */
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import type { VoiceModeStore } from './voice-mode.ts';
import type { VoiceTexts } from './voice-texts.ts';

export interface VoiceModeToggleProps {
  mode: VoiceModeStore;
  texts: Pick<VoiceTexts, 'mode' | 'modeHint'>;
}

export function VoiceModeToggle({ mode, texts }: VoiceModeToggleProps) {
  const enabled = useStore(mode.$enabled);
  const hint = useId();
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        role="switch"
        aria-checked={enabled}
        aria-describedby={hint}
        className="btn-ghost min-h-9 gap-2 px-2 py-1 text-sm"
        onClick={() => mode.toggle()}
      >
        <span
          className={`inline-flex h-5 w-9 shrink-0 items-center rounded-full p-0.5 transition-colors motion-reduce:transition-none ${enabled ? 'bg-brand' : 'bg-line'}`}
          aria-hidden="true"
        >
          <span
            className={`h-4 w-4 rounded-full bg-surface shadow transition-transform motion-reduce:transition-none ${enabled ? 'translate-x-4' : ''}`}
          />
        </span>
        <span
          className={enabled ? 'i-lucide-audio-lines text-brand' : 'i-lucide-audio-lines text-muted'}
          aria-hidden="true"
        />
        <span>{texts.mode}</span>
      </button>
      <p id={hint} className="sr-only">
        {texts.modeHint}
      </p>
    </div>
  );
}
