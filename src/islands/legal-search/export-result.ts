/**
 * Export of a search as PDF (SPEC-COVERAGE §2, §7): the blob is fetched through the HTTP client, so a
 * failure can be told in a toast, then handed to the browser as a download; or the PDF is kept
 * in the personal library by the server.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { LegalSearchRequest } from '~/shared/events.ts';
import { pdfFileName } from '~/shared/export-file-name.ts';
import type { HttpClient } from '~/stores/http.ts';
import type { ToastInput } from '~/stores/toasts.ts';
import { SEARCH_URL } from './history.store.ts';
import { messageOf } from '../shared/errors.ts';

export interface ExportDeps {
  http: Pick<HttpClient, 'get' | 'post'>;
  saveFile: (blob: Blob, fileName: string) => void;
  notify: (toast: ToastInput) => void;
  /** Title of the failure toast. */
  failedTitle: string;
  /** Title of the toast once the PDF is kept in the personal library. */
  savedTitle: string;
}

export function createExport(deps: ExportDeps) {
  const $exporting = atom(false);

  async function exportPdf(request: LegalSearchRequest): Promise<void> {
    if (!request._id || $exporting.get()) return;
    $exporting.set(true);
    try {
      const blob = await deps.http.get<Blob>(`${SEARCH_URL}/${encodeURIComponent(request._id)}/export-result-as-pdf`, {
        responseType: 'blob',
      });
      deps.saveFile(blob, pdfFileName(request));
    } catch (error) {
      deps.notify({ title: deps.failedTitle, description: messageOf(error), variant: 'destructive' });
    } finally {
      $exporting.set(false);
    }
  }

  /** Keeps the search's PDF in the personal library (POST …/save-to-library). */
  async function saveToLibrary(request: LegalSearchRequest): Promise<void> {
    if (!request._id || $exporting.get()) return;
    $exporting.set(true);
    try {
      await deps.http.post(`${SEARCH_URL}/${encodeURIComponent(request._id)}/save-to-library`);
      deps.notify({ title: deps.savedTitle, variant: 'success' });
    } catch (error) {
      deps.notify({ title: deps.failedTitle, description: messageOf(error), variant: 'destructive' });
    } finally {
      $exporting.set(false);
    }
  }

  return { $exporting: $exporting as ReadableAtom<boolean>, exportPdf, saveToLibrary };
}
