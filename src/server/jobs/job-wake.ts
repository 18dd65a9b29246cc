/**
 * How a request tells the job runner that work is waiting (docs/ARCHITECTURE.md "Jobs"). The
 * platform is created before its runner, which needs the socket server's pushes, which need the
 * platform: the wake is made with the platform and connected to the runner once it starts
 * (background.ts). A wake before that does nothing lost: the runner's first claim finds the
 * work in the table.
 */
export interface JobWake {
  wake(): void;
  /** The runner (or a test's counter) woken from now on. */
  connect(target: { wake(): void }): void;
}

export function createJobWake(): JobWake {
  let target: { wake(): void } | undefined;
  return {
    wake: () => target?.wake(),
    connect: (next) => {
      target = next;
    },
  };
}
