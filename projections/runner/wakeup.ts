/** A sleep that a notification, or stopping, cuts short. A wake during work is kept for the next wait. */
export class Wakeup {
  private pending = false;
  private waiters = new Set<() => void>();

  wake(): void {
    this.pending = true;
    for (const resolve of this.waiters) resolve();
    this.waiters.clear();
  }

  /** Resolves after `ms`, or at once if woken since the last wait. */
  wait(ms: number): Promise<void> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        this.pending = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.waiters.add(done);
    });
  }
}
