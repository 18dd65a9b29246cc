/**
 * What the visitor typed into a server-rendered field before its island hydrated. On a slow
 * phone the page is usable seconds before its script runs; hydrating with the store's empty
 * draft would wipe that text, so the island starts from it instead. '' on the server or when
 * nothing was typed.
 */
export function typedBeforeHydration(
  fieldId: string,
  root: Pick<Document, 'getElementById'> | undefined = globalThis.document,
): string {
  const field = root?.getElementById(fieldId);
  return field && 'value' in field && typeof field.value === 'string' ? field.value : '';
}
