/**
 * Links `a[data-storage-url]` open their file through a signed URL (SPEC-COVERAGE §7–§9) instead of
 * following their plain href (the server redirect, which stays the no-JavaScript path).
 */
import { logError } from '~/stores/error-log';
import { api } from '~/stores/http';
import { createSignedUrls, openDocument, type SignedUrlResponse } from '~/stores/signed-urls';

const signedUrls = createSignedUrls({
  sign: (url, options) => api.post<SignedUrlResponse>('/api/s3/sign-url', { url, options }),
});

export function enhanceDocumentLinks(root: ParentNode, texts: { title: string; description: string }): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-storage-url]')) {
    link.addEventListener('click', (event) => {
      const url = link.dataset['storageUrl'];
      if (!url || event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      // Opened during the click, so pop-up blockers allow it; filled once the URL is signed.
      const tab = window.open('', '_blank');
      if (tab) tab.opener = null;
      void openDocument(url, {
        signedUrls,
        texts,
        open: (signedUrl) => (tab ? tab.location.replace(signedUrl) : window.location.assign(signedUrl)),
        notify: (toast) => {
          tab?.close();
          window.dispatchEvent(new CustomEvent('jurisia:toast', { detail: toast }));
        },
        logError,
      });
    });
  }
}
