/**
 * A least-recently-used map in two segments (SLRU). A new entry starts on probation; its second use moves it to
 * the protected segment, which new entries cannot push out: only a use of another entry can, and what it pushes
 * out goes back on probation, not away. A flood of keys used once (made-up URLs, from however many addresses)
 * turns the probation segment over and leaves the entries that are asked for again where they are.
 */
export class SegmentedLru<K, V> {
  private readonly probation = new Map<K, V>();
  private readonly kept = new Map<K, V>();
  private readonly probationCapacity: number;
  private readonly protectedCapacity: number;

  /** `capacity` entries in all, `protectedShare` of them (0.8 by default) in the protected segment. */
  constructor(capacity: number, protectedShare = 0.8) {
    if (!(capacity >= 2)) throw new RangeError('a segmented LRU holds at least 2 entries');
    this.protectedCapacity = Math.min(capacity - 1, Math.max(1, Math.floor(capacity * protectedShare)));
    this.probationCapacity = capacity - this.protectedCapacity;
  }

  get size(): number {
    return this.probation.size + this.kept.size;
  }

  has(key: K): boolean {
    return this.kept.has(key) || this.probation.has(key);
  }

  /** The value, without counting a use. */
  peek(key: K): V | undefined {
    return this.kept.get(key) ?? this.probation.get(key);
  }

  /** A use: the entry becomes the most recent of the protected segment. */
  use(key: K): V | undefined {
    const kept = this.kept.get(key);
    if (kept !== undefined) {
      this.kept.delete(key);
      this.kept.set(key, kept);
      return kept;
    }
    const value = this.probation.get(key);
    if (value === undefined) return undefined;
    this.probation.delete(key);
    this.kept.set(key, value);
    if (this.kept.size > this.protectedCapacity) {
      const [oldest, oldValue] = this.kept.entries().next().value as [K, V];
      this.kept.delete(oldest);
      this.onProbation(oldest, oldValue);
    }
    return value;
  }

  /** Stores a value: a key already protected stays protected (a page rendered again); a new key starts on probation. */
  set(key: K, value: V): void {
    if (this.kept.has(key)) {
      this.kept.delete(key);
      this.kept.set(key, value);
      return;
    }
    this.probation.delete(key);
    this.onProbation(key, value);
  }

  private onProbation(key: K, value: V): void {
    this.probation.set(key, value);
    while (this.probation.size > this.probationCapacity) this.probation.delete(this.probation.keys().next().value as K);
  }
}
