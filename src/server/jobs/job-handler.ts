/** What a kind of job provides to the runner (runner.ts re-exports these types). */
export interface JobContext {
  jobId: string;
  /** 1-based. */
  attempt: number;
  /** Aborted on timeout, on shutdown, or when another process took the job back. */
  signal: AbortSignal;
}

/** Handlers must be idempotent: a job whose process died mid-run runs again. */
export interface JobHandler<P = unknown> {
  run(payload: P, context: JobContext): Promise<void>;
  /** Default 60_000. */
  timeoutMs?: number;
  /** Called once when the job fails for good (attempts exhausted, or a process died holding it and no attempt is left): e.g. to push a failure to the user. */
  onFailed?(payload: P, error: string): Promise<void>;
}
