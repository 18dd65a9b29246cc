// npm run bench:warm-up — what V8 still compiles once the retrieval thread is warm
// (docs/PERFORMANCE.md "Deoptimisations after the warm-up"). The thread's code (ranking, answers)
// is run in process under `--trace-opt --trace-deopt` (bench/warm-up/answer-thread.ts), set up as
// the thread sets itself up (retrieval-thread/reader-retrieval.ts): the whole corpus indexed, the
// warm-up's questions answered, then the dev sets' 390 questions once each.
// Printed, for those questions: the optimised code sent back to the interpreter (all functions,
// and `rankSheets`, whose every return costs a Turbofan compile of 50–180 ms), the functions
// compiled by Maglev and Turbofan and their compile time, and the CPU of the answers; beside the
// same run with no warm-up (a cold thread, the baseline), as a ratio. The counts move from run to
// run with the order in which V8's background compiles finish (23–30 deoptimisations seen after
// the warm-up on 2026-12-01, `rankSheets`' always 0): compare a few runs.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { WARM_UP } from '../src/server/warm-up.ts';

const runner = fileURLToPath(new URL('./warm-up/answer-thread.ts', import.meta.url));
const MARK = 'BENCH-WARM-UP-OVER';

/** The traced run's figures after the warm-up's mark. */
function traced(questions) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--trace-opt', '--trace-deopt', runner], {
      env: { ...process.env, WARM_UP_QUESTIONS: String(questions), WARM_UP_MARK: MARK },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const figures = {
      deopts: 0,
      rankSheets: 0,
      maglev: 0,
      maglevMs: 0,
      turbofan: 0,
      turbofanMs: 0,
      cpuMs: 0,
      answers: 0,
    };
    let after = false;
    let rest = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        if (line === MARK) after = true;
        if (!after) continue;
        // Leaving code compiled for a loop as it ran (on-stack replacement) is no return to the interpreter.
        if (line.startsWith('[bailout (kind: deopt-eager') && !line.includes('on stack replacement')) {
          figures.deopts++;
          if (line.includes('<JSFunction rankSheets ')) figures.rankSheets++;
        }
        const compiled =
          /^\[completed compiling .*\(target (MAGLEV|TURBOFAN_JS)\).* took [\d.]+, ([\d.]+), [\d.]+ ms\]/.exec(line);
        if (compiled) {
          const tier = compiled[1] === 'MAGLEV' ? 'maglev' : 'turbofan';
          figures[tier]++;
          figures[`${tier}Ms`] += Number(compiled[2]);
        }
        const answers = /^ANSWERS (\d+) CPU ([\d.]+)/.exec(line);
        if (answers) {
          figures.answers = Number(answers[1]);
          figures.cpuMs = Number(answers[2]);
        }
      }
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(figures) : reject(new Error(`the traced run exited with ${code}`)),
    );
  });
}

const cold = await traced(0);
const warm = await traced(WARM_UP.questions);
const ratio = (now, before) => (before > 0 ? `${(now / before).toFixed(2)}×` : '-');
const row = (label, key, digits = 0) =>
  console.log(
    `  ${label}: ${warm[key].toFixed(digits)} after the warm-up, ${cold[key].toFixed(digits)} on a cold thread (${ratio(warm[key], cold[key])})`,
  );
console.log(`\n${warm.answers} questions of the dev sets, after ${WARM_UP.questions} warm-up questions or none:`);
row('optimised code sent back to the interpreter', 'deopts');
row('… of it `rankSheets`', 'rankSheets');
row('functions compiled by Turbofan', 'turbofan');
row('Turbofan compile time, ms', 'turbofanMs');
row('functions compiled by Maglev', 'maglev');
row('Maglev compile time, ms', 'maglevMs');
console.log(
  `  CPU an answer: ${(warm.cpuMs / warm.answers).toFixed(2)} ms after the warm-up, ${(cold.cpuMs / cold.answers).toFixed(2)} ms cold (${ratio(warm.cpuMs, cold.cpuMs)}; the compilers' threads included)`,
);
