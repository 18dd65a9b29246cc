/** One mailer per platform, created on first use (an SMTP transport is cheap but keeps no state worth repeating). */
import type { Platform } from '../platform.ts';
import { createMailer, type Mailer } from './mailer.ts';

const mailers = new WeakMap<Platform, Mailer>();

export function mailerFor(platform: Platform): Mailer {
  let mailer = mailers.get(platform);
  if (!mailer) {
    mailer = createMailer(platform.config, platform.logger.child({ component: 'mail' }));
    mailers.set(platform, mailer);
  }
  return mailer;
}
