/**
 * A copy of the build a journey may change, served by its own server (own-server.ts) so the
 * shared servers never see it: the project's folders linked, the client files copied. Used to
 * publish a new service worker, as a deployment would.
 */
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from './own-server.ts';

export interface BuildCopy {
  root: string;
  /** The build id /sw.js carries (scripts/build-meta.mjs). */
  workerBuildId(): string;
  /** Publishes /sw.js again under another build id (restart the server to serve it); returns that id. */
  newWorker(): Promise<string>;
  remove(): Promise<void>;
}

export async function copyOfBuild(): Promise<BuildCopy> {
  const root = await mkdtemp(join(tmpdir(), 'jurisia-build-'));
  for (const entry of await readdir(projectRoot)) {
    if (entry === 'dist' || entry === 'server.mjs' || entry === '.git') continue;
    await symlink(join(projectRoot, entry), join(root, entry));
  }
  // server.mjs finds dist/ next to itself: a copy, not a link, so it serves this folder's.
  await cp(join(projectRoot, 'server.mjs'), join(root, 'server.mjs'));
  await cp(join(projectRoot, 'dist/client'), join(root, 'dist/client'), { recursive: true });
  await symlink(join(projectRoot, 'dist/server'), join(root, 'dist/server'));
  const worker = join(root, 'dist/client/sw.js');
  let workerId: string = JSON.parse(await readFile(join(root, 'dist/client/_build/latest.json'), 'utf8')).id;
  return {
    root,
    workerBuildId: () => workerId,
    async newWorker() {
      const next = `${workerId}-next`;
      const script = await readFile(worker, 'utf8');
      if (!script.includes(JSON.stringify(workerId))) throw new Error('sw.js does not carry the build id');
      await writeFile(worker, script.replaceAll(JSON.stringify(workerId), JSON.stringify(next)));
      // The precompressed copies would still be the old script.
      await rm(`${worker}.br`, { force: true });
      await rm(`${worker}.gz`, { force: true });
      workerId = next;
      return next;
    },
    remove: () => rm(root, { recursive: true, force: true }),
  };
}
