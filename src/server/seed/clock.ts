/** The seed's "now": set back to replay demo history through the services that read it. */
export interface SeedClock {
  now(): Date;
  /** From here on, the services see `at` as the present. */
  set(at: Date): void;
  /** Back to the real time. */
  reset(): void;
}

export function createSeedClock(): SeedClock {
  let current: Date | undefined;
  return {
    now: () => current ?? new Date(),
    set(at) {
      current = at;
    },
    reset() {
      current = undefined;
    },
  };
}
