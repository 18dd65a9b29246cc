/**
 * "Écouter" beside something the player can read: starts it, and while this very track plays
 * becomes its pause button (the bar below has the rest of the controls).
 */
import { useStore } from '@nanostores/react';
import type { AudioPlayerStore } from './player.contract.ts';

export interface ListenButtonProps {
  player: AudioPlayerStore;
  /** The track this button plays (a message's or a search's id). */
  trackId: string;
  label: string;
  pauseLabel: string;
  onListen: () => void;
}

export function ListenButton({ player, trackId, label, pauseLabel, onListen }: ListenButtonProps) {
  const track = useStore(player.$track);
  const status = useStore(player.$status);
  const mine = track?.id === trackId;
  const sounding = mine && (status === 'playing' || status === 'loading');
  return (
    <button
      type="button"
      className="btn-ghost min-h-9 px-2 py-1 text-sm text-muted aria-pressed:text-brand"
      aria-pressed={sounding}
      onClick={() => (mine && sounding ? player.pause() : mine ? void player.toggle() : onListen())}
    >
      <span className={sounding ? 'i-lucide-pause' : 'i-lucide-volume-2'} aria-hidden="true" />
      <span>{sounding ? pauseLabel : label}</span>
    </button>
  );
}
