/**
 * The job that deletes a deleted account's files (docs/AUTH-CONTRACT.md "Rules"): everything kept
 * under its folder — questions recorded, answers read aloud, exports, generated documents,
 * uploads. It is queued in the transaction that deletes the account, so a store that fails is
 * tried again by the runner and a restart loses nothing.
 */
import type { JobHandler } from '../jobs/runner.ts';
import type { Logger } from '../logger.ts';
import { userPrefix } from '../storage/keys.ts';
import type { FileStorage } from '../storage/types.ts';

export const USER_FILES_JOB = 'user.files.delete';

/** A store out for a while is waited for: the backoff doubles to a minute, so about ten minutes in all. */
export const USER_FILES_ATTEMPTS = 12;

export interface UserFilesPayload {
  userId: string;
}

export function userFilesJobHandler(deps: {
  storage: Pick<FileStorage, 'deleteFolder'>;
  logger: Logger;
}): JobHandler<UserFilesPayload> {
  return {
    run: ({ userId }) => deps.storage.deleteFolder(userPrefix(userId)),
    // What an operator must then delete by hand: the folder is named.
    onFailed: async ({ userId }, error) =>
      deps.logger.error('deleted account files left in storage', { folder: userPrefix(userId), error }),
  };
}
