/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    platform: import('./server/platform.ts').Platform;
    requestId: string;
    /** Set by 500.astro: the status of the unhandled error it shows (Astro would answer 500). */
    errorStatus?: number;
    locale: import('./i18n/locales.ts').Locale;
    /** The locale-free path of the page (`/about-us` for `/en/about-us`). */
    path: string;
    /** The path as requested, with its locale prefix. */
    requestPath: string;
    user: import('./server/auth/user.ts').PublicUser | null;
    flash: import('./flash.ts').Flash | null;
    /**
     * Set by a public page whose personal parts are all marked (personal-parts.ts):
     * the page cache may serve what a visitor was sent to signed-in readers, personalised.
     */
    sharedPage?: boolean;
    /** A shared page that shows a subscriber their own plan: rendered for them, shared with other readers. */
    sharedPageNotForSubscribers?: boolean;
    /** Set by the middleware for pages rendering the error page with a status. */
    error?: { statusCode: number; message?: string };
  }
}
