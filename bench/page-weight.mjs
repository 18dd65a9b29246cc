// Page weight of the informational pages (`npm run bench:page-weight`, after `npm run build`):
// HTML, the JavaScript a page loads without interaction (external and module-preloaded
// scripts, island modules and their static imports, inline scripts) and CSS, raw and gzipped,
// against the goal "informational pages ship ≤ 15 KB gzipped JS" and against a minimal HTML
// document served by node:http in the same run. Exits 1 when a page misses the goal.
import { gzipSync } from 'node:zlib';
import { startBaseline, startPlatform } from './start-server.mjs';

const PAGES = ['/', '/about-us', '/contact', '/terms-of-use', '/privacy-policy', '/help', '/settings', '/pricing'];
// Measured for the record, outside the informational goal: the directory and the document
// catalogue ship no island; the generator's form is one.
const FEATURE_PAGES = ['/lawyers', '/documents', '/documents/generate/procuration'];
const JS_GOAL_GZ = 15 * 1024;

const gz = (text) => gzipSync(Buffer.from(text)).length;
const bytes = (text) => Buffer.byteLength(text);
const attr = (tag, name) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];

/** Script, island and stylesheet references of an HTML document. */
function references(html) {
  const scripts = new Set();
  const styles = new Set();
  const inlineJs = [];
  let inlineCss = '';
  for (const [, open, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attr(open, 'src');
    const type = attr(open, 'type') ?? '';
    if (src) scripts.add(src);
    else if (!type || /module|javascript/i.test(type)) inlineJs.push(body);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(tag, 'rel') ?? '';
    const href = attr(tag, 'href');
    if (href && /\bmodulepreload\b/i.test(rel)) scripts.add(href);
    if (href && /\bstylesheet\b/i.test(rel)) styles.add(href);
  }
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/gi)) {
    for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
      const url = attr(tag, name);
      if (url) scripts.add(url);
    }
  }
  for (const [, css] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) inlineCss += css;
  return { scripts, styles, inlineJs: inlineJs.join('\n'), inlineCss };
}

const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^'"();]*?\bfrom\s*)?["']([^"']+)["']/g;

/** Every module reachable from the entry URLs through static imports, each counted once. */
async function moduleGraph(base, entries) {
  const seen = new Map();
  const queue = [...entries].map((u) => new URL(u, base).href);
  while (queue.length > 0) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    const response = await fetch(url);
    const code = response.ok ? await response.text() : '';
    seen.set(url, code);
    for (const [, spec] of code.matchAll(STATIC_IMPORT)) {
      if (/^(\.{0,2}\/|https?:)/.test(spec)) queue.push(new URL(spec, url).href);
    }
  }
  return [...seen.values()];
}

async function fetchAll(base, urls) {
  return Promise.all([...urls].map(async (u) => (await fetch(new URL(u, base))).text()));
}

async function measure(base, path) {
  const response = await fetch(new URL(path, base), { headers: { 'Accept-Language': 'fr' } });
  const html = await response.text();
  const refs = references(html);
  const modules = await moduleGraph(new URL(path, base), refs.scripts);
  const sheets = await fetchAll(new URL(path, base), refs.styles);
  const sum = (list, f) => list.reduce((n, item) => n + f(item), 0);
  const inlineJs = refs.inlineJs ? { raw: bytes(refs.inlineJs), gz: gz(refs.inlineJs) } : { raw: 0, gz: 0 };
  const js = { raw: sum(modules, bytes) + inlineJs.raw, gz: sum(modules, gz) + inlineJs.gz };
  const externalCss = { raw: sum(sheets, bytes), gz: sum(sheets, gz) };
  const css = {
    raw: externalCss.raw + bytes(refs.inlineCss),
    gz: externalCss.gz + (refs.inlineCss ? gz(refs.inlineCss) : 0),
  };
  const doc = { raw: bytes(html), gz: gz(html) };
  // Inline scripts and styles are already in the HTML: the total adds only external files.
  const total = {
    raw: doc.raw + sum(modules, bytes) + externalCss.raw,
    gz: doc.gz + sum(modules, gz) + externalCss.gz,
  };
  return { path, status: response.status, doc, js, css, total, files: modules.length + sheets.length };
}

const kb = (n) => (n / 1024).toFixed(1);
const pad = (s, n) => String(s).padStart(n);

const baseline = await startBaseline();
const platform = await startPlatform();
let rows;
let reference;
try {
  reference = await measure(baseline.url, '/');
  rows = [];
  for (const path of PAGES) rows.push(await measure(platform.url, path));
  for (const path of FEATURE_PAGES) rows.push({ ...(await measure(platform.url, path)), noGoal: true });
} finally {
  await Promise.all([platform.stop(), baseline.stop()]);
}

console.log(
  'Page weight in KB (gzip: each file gzipped at the default level, as served). JS = external + modulepreload + island modules with their static imports + inline. CSS = linked + inline. Total = HTML + external JS + external CSS.\n',
);
const header = [
  'page',
  'status',
  'HTML',
  'HTML gz',
  'JS',
  'JS gz',
  'CSS',
  'CSS gz',
  'total',
  'total gz',
  '× baseline',
  'JS ≤ 15 KB gz',
];
const widths = [31, 6, 7, 8, 7, 7, 7, 7, 7, 9, 11, 14];
const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : pad(c, widths[i]))).join(' ');
console.log(line(header));
let failures = 0;
for (const row of [...rows, { ...reference, path: 'baseline (node:http)' }]) {
  let verdict = '';
  if (row.path !== 'baseline (node:http)') {
    if (row.status !== 200) verdict = 'n/a (no page)';
    else if (row.noGoal) verdict = '(no goal)';
    else if (row.js.gz <= JS_GOAL_GZ) verdict = 'PASS';
    else {
      verdict = 'FAIL';
      failures++;
    }
  }
  console.log(
    line([
      row.path,
      row.status,
      kb(row.doc.raw),
      kb(row.doc.gz),
      kb(row.js.raw),
      kb(row.js.gz),
      kb(row.css.raw),
      kb(row.css.gz),
      kb(row.total.raw),
      kb(row.total.gz),
      `${(row.total.gz / reference.total.gz).toFixed(1)}×`,
      verdict,
    ]),
  );
}
const measured = rows.filter((r) => r.status === 200 && !r.noGoal);
console.log(
  `\nGoal: informational pages ship ≤ 15 KB gzipped JS — ${failures === 0 ? 'PASS' : 'FAIL'} (${measured.length - failures}/${measured.length} pages measured pass; ${PAGES.length - measured.length} not built yet)`,
);
process.exitCode = failures === 0 ? 0 : 1;
