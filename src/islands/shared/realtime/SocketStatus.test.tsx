// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SocketStatus as Status } from '~/stores/socket.ts';
import { SocketStatus } from './SocketStatus.tsx';

const labels = { connecting: 'Connexion en cours…', error: 'Temps réel indisponible', disconnected: 'Déconnecté' };
const region = (status: Status, signedIn = true) => {
  render(<SocketStatus status={status} signedIn={signedIn} labels={labels} />);
  return screen.getByRole('status');
};

describe('SocketStatus', () => {
  afterEach(cleanup);

  it('shows nothing while connected, nor to a signed-out visitor', () => {
    expect(region('connected').textContent).toBe('');
    cleanup();
    expect(region('disconnected', false).textContent).toBe('');
  });

  it('names the state in a polite live region while connecting, after an error, or when disconnected while signed in', () => {
    expect(region('connecting').textContent).toBe('Connexion en cours…');
    cleanup();
    expect(region('error').textContent).toBe('Temps réel indisponible');
    cleanup();
    expect(region('disconnected').textContent).toBe('Déconnecté');
  });

  it('keeps the live region in place when the badge goes, so the next change is announced', () => {
    const { rerender } = render(<SocketStatus status="connecting" signedIn labels={labels} />);
    const live = screen.getByRole('status');
    rerender(<SocketStatus status="connected" signedIn labels={labels} />);
    expect(screen.getByRole('status')).toBe(live);
    expect(live.textContent).toBe('');
    rerender(<SocketStatus status="error" signedIn labels={labels} />);
    expect(live.textContent).toBe('Temps réel indisponible');
  });
});
