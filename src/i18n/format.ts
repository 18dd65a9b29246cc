/**
 * Fills a message's `{name}` placeholders; one left without a value stays as written. Apart
 * from messages.ts so islands can use it without bundling every message file.
 */
export function format(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
