/** Saving what the browser received (an exported PDF, a generated document) as a file. */

/** Saves a blob as a file through a temporary download link. */
export function saveBlob(blob: Blob, fileName: string, doc: Document = globalThis.document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is over.
  globalThis.setTimeout(() => URL.revokeObjectURL(url), 0);
}
