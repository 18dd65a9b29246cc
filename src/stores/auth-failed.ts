/**
 * Leaving for /login after the socket's token could not be refreshed (SPEC-COVERAGE §8): the destructive
 * 'Authentification échouée' toast is carried to the login page, which shows it.
 */
import { carryToast } from './carried-toast.ts';
import type { PlatformText } from './platform-messages.ts';

export interface AuthFailedDeps {
  storage: Parameters<typeof carryToast>[0];
  text: PlatformText;
  assign: (url: string) => void;
}

export function leaveAfterAuthFailure({ storage, text, assign }: AuthFailedDeps): (url: string) => void {
  return (url) => {
    carryToast(storage, {
      title: text('platform.authFailed.title'),
      description: text('platform.authFailed.text'),
      variant: 'destructive',
    });
    assign(url);
  };
}
