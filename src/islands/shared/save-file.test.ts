// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveBlob } from './save-file.ts';

describe('saveBlob', () => {
  afterEach(() => vi.restoreAllMocks());

  it('saves a blob through a download link', () => {
    const pdf = new Blob(['%PDF'], { type: 'application/pdf' });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('r.pdf');
      expect(this.href).toMatch(/^blob:/);
    });
    saveBlob(pdf, 'r.pdf', document);
    expect(clicked).toHaveBeenCalledOnce();
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
