/**
 * A one-holder lock built on a promise: the holder gets a release function, everyone else awaits
 * `whenFree()`. Used so that one token refresh runs while other requests wait for its outcome.
 */
export class PromiseLock {
  private held: Promise<void> | null = null;

  get isLocked(): boolean {
    return this.held !== null;
  }

  /** Takes the lock; throws if it is already held (callers check `isLocked` first, synchronously). */
  acquire(): () => void {
    if (this.held) throw new Error('PromiseLock is already held');
    let release!: () => void;
    this.held = new Promise<void>((resolve) => {
      release = resolve;
    });
    return () => {
      this.held = null;
      release();
    };
  }

  /** Resolves once nobody holds the lock. */
  async whenFree(): Promise<void> {
    while (this.held) await this.held;
  }
}
