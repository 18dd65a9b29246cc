// Debian's Chromium, shared by the browser tests and the benchmarks. Browsers are never
// downloaded on these machines; without the background-networking flags Chromium keeps
// trying hosts that the closed network refuses.
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
