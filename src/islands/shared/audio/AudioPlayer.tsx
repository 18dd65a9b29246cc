/**
 * The player bar (SPEC-COVERAGE §4): title, play/pause, stop, the position as a range with elapsed and
 * total time, the volume, the loading and failure texts, and a close button. Renders nothing
 * without a track. Every rule is in the store; this only reads it and forwards the user's acts.
 */
import { useStore } from '@nanostores/react';
import type { KeyboardEvent } from 'react';
import { Tooltip } from '../tooltip/Tooltip.tsx';
import type { AudioPlayerStore } from './player.contract.ts';
import type { PlayerTexts } from './player-texts.ts';

/** How far an arrow key moves the position, in seconds; Page Up/Down move ten times more. */
export const SEEK_STEP_S = 5;
export const VOLUME_STEP = 0.05;

/** 0 → '0:00', 75.4 → '1:15', past an hour the minutes go on ('75:03'). */
export function formatTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export interface AudioPlayerProps {
  player: AudioPlayerStore;
  texts: PlayerTexts;
}

export function AudioPlayer({ player, texts }: AudioPlayerProps) {
  const track = useStore(player.$track);
  const status = useStore(player.$status);
  const time = useStore(player.$time);
  const volume = useStore(player.$volume);
  const error = useStore(player.$error);
  if (!track) return null;

  const sounding = status === 'playing' || status === 'loading';
  const playLabel = sounding ? texts.pause : texts.play;
  const duration = track.duration;
  const elapsed = formatTime(time);
  const total = formatTime(duration);

  // The keys move the position by seconds, the same in every browser (a native range steps by
  // `step`, and a long answer would need hundreds of presses).
  const onSeekKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: time - SEEK_STEP_S,
      ArrowDown: time - SEEK_STEP_S,
      ArrowRight: time + SEEK_STEP_S,
      ArrowUp: time + SEEK_STEP_S,
      PageDown: time - SEEK_STEP_S * 10,
      PageUp: time + SEEK_STEP_S * 10,
      Home: 0,
      End: duration,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    player.seek(to);
  };

  const look = 'btn-ghost min-h-11 min-w-11 px-2 py-1';

  return (
    <section aria-label={texts.region} className="card grid gap-2 p-3">
      <div className="flex items-center gap-2">
        <span className="i-lucide-audio-lines text-muted" aria-hidden="true" />
        <p className="min-w-0 flex-1 truncate font-medium" title={track.title}>
          {track.title}
        </p>
        <Tooltip content={texts.close} repeatsName>
          <button
            type="button"
            className={`${look} text-muted`}
            aria-label={texts.close}
            onClick={() => player.close()}
          >
            <span className="i-lucide-x" aria-hidden="true" />
          </button>
        </Tooltip>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Tooltip content={playLabel} repeatsName>
          <button type="button" className={look} aria-label={playLabel} onClick={() => void player.toggle()}>
            <span className={sounding ? 'i-lucide-pause' : 'i-lucide-play'} aria-hidden="true" />
          </button>
        </Tooltip>
        <Tooltip content={texts.stop} repeatsName>
          <button type="button" className={look} aria-label={texts.stop} onClick={() => player.stop()}>
            <span className="i-lucide-square" aria-hidden="true" />
          </button>
        </Tooltip>
        <span className="text-sm tabular-nums text-muted">{elapsed}</span>
        <input
          type="range"
          className="min-h-11 min-w-32 flex-1 accent-[var(--c-brand)]"
          aria-label={texts.seek}
          aria-valuetext={`${elapsed} / ${total}`}
          min={0}
          max={duration}
          step="any"
          value={Math.min(time, duration)}
          onKeyDown={onSeekKey}
          onChange={(event) => player.seek(Number(event.currentTarget.value))}
        />
        <span className="text-sm tabular-nums text-muted">{total}</span>
        <label className="flex items-center gap-1">
          <span
            className={volume === 0 ? 'i-lucide-volume-x text-muted' : 'i-lucide-volume-2 text-muted'}
            aria-hidden="true"
          />
          <input
            type="range"
            className="min-h-11 w-24 accent-[var(--c-brand)]"
            aria-label={texts.volume}
            aria-valuetext={`${Math.round(volume * 100)} %`}
            min={0}
            max={1}
            step={VOLUME_STEP}
            value={volume}
            onChange={(event) => player.setVolume(Number(event.currentTarget.value))}
          />
        </label>
      </div>
      {/* Always in the page, so screen readers announce the text when it appears. */}
      <p aria-live="polite" className="flex items-center gap-2 text-sm text-muted">
        {status === 'loading' && (
          <>
            <span className="i-lucide-loader-circle animate-spin motion-reduce:animate-none" aria-hidden="true" />
            {texts.loading}
          </>
        )}
      </p>
      {error && (
        <p role="alert" className="flex items-center gap-2 text-sm text-danger">
          <span className="i-lucide-circle-x" aria-hidden="true" />
          {error}
        </p>
      )}
    </section>
  );
}
