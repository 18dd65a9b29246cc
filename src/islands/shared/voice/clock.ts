/** Recording times as m:ss ("0:07", "2:00"): whole seconds, never rounded up before they are reached. */
export function clock(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
