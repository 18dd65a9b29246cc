// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '~/stores/http.ts';
import { createExport } from './export-result.ts';
import { aRequest, fakeHttp } from './legal-search.fixtures.ts';

const pdf = new Blob(['%PDF'], { type: 'application/pdf' });

describe('export as PDF', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks the PDF as a blob and saves it under a .pdf name', async () => {
    const http = fakeHttp({ 'GET /api/e/legalsearch/search-1/export-result-as-pdf': () => pdf });
    const saveFile = vi.fn();
    const exporter = createExport({ http, saveFile, notify: vi.fn(), failedTitle: 'Échec', savedTitle: 'Gardé' });
    await exporter.exportPdf(aRequest());
    expect(http.get).toHaveBeenCalledWith('/api/e/legalsearch/search-1/export-result-as-pdf', { responseType: 'blob' });
    expect(saveFile).toHaveBeenCalledWith(pdf, 'jurisia-recherche-2025-03-01-search1.pdf');
    expect(exporter.$exporting.get()).toBe(false);
  });

  it('tells the failure with the server message', async () => {
    const http = fakeHttp({
      'GET .*': () => Promise.reject(new HttpError({ statusCode: 500, message: 'Service indisponible' })),
    });
    const notify = vi.fn();
    await createExport({
      http,
      saveFile: vi.fn(),
      notify,
      failedTitle: "L'export PDF a échoué",
      savedTitle: 'Gardé',
    }).exportPdf(aRequest());
    expect(notify).toHaveBeenCalledWith({
      title: "L'export PDF a échoué",
      description: 'Service indisponible',
      variant: 'destructive',
    });
  });

  it('does not export a search the server has not recorded yet', async () => {
    const http = fakeHttp();
    await createExport({ http, saveFile: vi.fn(), notify: vi.fn(), failedTitle: '', savedTitle: '' }).exportPdf(
      aRequest({ _id: '' }),
    );
    expect(http.get).not.toHaveBeenCalled();
  });

  it('keeps the PDF in the personal library through the server, and says so', async () => {
    const http = fakeHttp({ 'POST /api/e/legalsearch/search-1/save-to-library': () => ({ data: { _id: 'item-1' } }) });
    const notify = vi.fn();
    await createExport({ http, saveFile: vi.fn(), notify, failedTitle: 'Échec', savedTitle: 'Gardé' }).saveToLibrary(
      aRequest(),
    );
    expect(http.post).toHaveBeenCalledWith('/api/e/legalsearch/search-1/save-to-library');
    expect(notify).toHaveBeenCalledWith({ title: 'Gardé', variant: 'success' });
  });
});
