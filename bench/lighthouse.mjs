// Lighthouse on the home page (`npm run bench:lighthouse`, after `npm run build`), mobile
// preset and desktop, against the goals performance ≥ 98, accessibility 100, SEO 100; and the
// same runs on a minimal HTML page served by node:http as this run's baseline. Measured once
// the platform's library import has ended, RUNS times each (alternating with the baseline), and
// judged on the median: one mobile run on these shared cores can read 20 points low.
// Chromium is Debian's /usr/bin/chromium. Exits 1 when the home page misses a goal.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { libraryImported, startBaseline, startPlatform } from './start-server.mjs';

const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const GOALS = { performance: 98, accessibility: 100, seo: 100 };
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const PRESETS = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
];

/** Scores 0–100 by category, and the audits of those categories that did not fully pass. */
async function audit(url, port, config) {
  // A French browser: any other language is first redirected to its /{locale} page.
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    extraHeaders: { 'Accept-Language': 'fr-FR,fr;q=0.9' },
  };
  const runnerResult = await lighthouse(url, flags, config);
  const { categories, audits } = runnerResult.lhr;
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]));
  const failing = CATEGORIES.flatMap((id) =>
    (categories[id]?.auditRefs ?? [])
      .map((ref) => ({ audit: audits[ref.id], weight: ref.weight }))
      .filter(
        ({ audit: a }) =>
          a &&
          a.score !== null &&
          a.score < 1 &&
          !['informative', 'manual', 'notApplicable'].includes(a.scoreDisplayMode),
      )
      .map(({ audit: a, weight }) => ({ category: id, id: a.id, title: a.title, score: a.score, weight })),
  );
  return { scores, failing };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The median score of each category over the runs, each run's performance, and the last run's failing audits. */
function summary(runs) {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))]));
  return { scores, performance: runs.map((run) => run.scores.performance), failing: runs.at(-1).failing };
}

const baseline = await startBaseline();
const platform = await startPlatform();
const sheets = await libraryImported(platform.url);
console.log(`Library imported (${sheets} sheets); ${RUNS} runs per preset, medians below.`);
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
const results = [];
try {
  for (const preset of PRESETS) {
    const baseRuns = [];
    const siteRuns = [];
    for (let run = 0; run < RUNS; run++) {
      baseRuns.push(await audit(`${baseline.url}/`, chrome.port, preset.config));
      siteRuns.push(await audit(`${platform.url}/`, chrome.port, preset.config));
    }
    results.push({ preset: preset.name, base: summary(baseRuns), site: summary(siteRuns) });
  }
} finally {
  await chrome.kill();
  await Promise.all([platform.stop(), baseline.stop()]);
}

let missed = 0;
for (const { preset, base, site } of results) {
  console.log(`\nHome page, ${preset} preset`);
  console.log(
    `${'category'.padEnd(16)}${'score'.padStart(6)}${'goal'.padStart(7)}${'verdict'.padStart(9)}${'baseline'.padStart(10)}${'ratio'.padStart(8)}`,
  );
  for (const id of CATEGORIES) {
    const goal = GOALS[id];
    const verdict = goal === undefined ? '' : site.scores[id] >= goal ? 'PASS' : 'FAIL';
    if (verdict === 'FAIL') missed++;
    const ratio = base.scores[id] ? (site.scores[id] / base.scores[id]).toFixed(2) : 'n/a';
    console.log(
      `${id.padEnd(16)}${String(site.scores[id]).padStart(6)}${(goal === undefined ? '—' : `≥ ${goal}`).padStart(7)}${verdict.padStart(9)}${String(base.scores[id]).padStart(10)}${ratio.padStart(8)}`,
    );
  }
  console.log(`performance of each run: ${site.performance.join(', ')} (baseline ${base.performance.join(', ')})`);
  if (site.failing.length === 0) console.log('No failing audits.');
  else {
    console.log('Audits below full score (last run):');
    for (const a of site.failing)
      console.log(
        `  [${a.category}] ${a.id} — ${a.title} (score ${Math.round(a.score * 100)}${a.weight === 0 ? ', weight 0: does not count' : ''})`,
      );
  }
}
console.log(
  `\nGoals (performance ≥ 98, accessibility 100, SEO 100): ${missed === 0 ? 'PASS' : `FAIL (${missed} missed)`}`,
);
process.exitCode = missed === 0 ? 0 : 1;
