/** The theme chosen in the settings (cookie `theme`), or undefined to follow the system's. */
import type { AstroCookies } from 'astro';

export type ChosenTheme = 'dark' | 'light' | undefined;

export function chosenTheme(cookies: Pick<AstroCookies, 'get'>): ChosenTheme {
  const theme = cookies.get('theme')?.value;
  return theme === 'dark' || theme === 'light' ? theme : undefined;
}
