/**
 * The socket's state, shown only when it matters (SPEC-COVERAGE §4 "Socket status"): a small badge
 * while connecting, after an error, or when a signed-in user is disconnected; nothing while
 * connected or signed out. Presentational: the island passes `$socketStatus` (useStore) and the
 * translated labels. The live region is always rendered, empty when there is nothing to say,
 * because screen readers announce changes only in a region that already exists. Ask for the
 * socket (connectSocket) before the first render, or a signed-in user sees 'disconnected' for
 * a frame.
 */
import type { SocketStatus as Status } from '~/stores/socket.ts';

export interface SocketStatusLabels {
  connecting: string;
  error: string;
  disconnected: string;
}

export interface SocketStatusProps {
  status: Status;
  signedIn: boolean;
  labels: SocketStatusLabels;
}

const LOOK: Record<Exclude<Status, 'connected'>, { icon: string; tone: string }> = {
  connecting: { icon: 'i-lucide-loader-circle motion-safe:animate-spin', tone: 'text-muted' },
  error: { icon: 'i-lucide-wifi-off', tone: 'text-danger' },
  disconnected: { icon: 'i-lucide-unplug', tone: 'text-muted' },
};

export function SocketStatus({ status, signedIn, labels }: SocketStatusProps) {
  const shown = status !== 'connected' && (status !== 'disconnected' || signedIn) ? status : null;
  return (
    <div role="status" className="inline-flex">
      {shown && (
        <span
          className={`inline-flex items-center gap-1.5 rounded-full border border-line bg-surface px-2.5 py-0.5 text-xs ${LOOK[shown].tone}`}
        >
          <span aria-hidden="true" className={LOOK[shown].icon} />
          {labels[shown]}
        </span>
      )}
    </div>
  );
}
