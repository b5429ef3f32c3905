import { describe, expect, it } from 'vitest';
import { SegmentedLru } from '../../../worker/lib/segmented-lru';

describe('SegmentedLru', () => {
  it('never holds more than its capacity, however many keys arrive', () => {
    const lru = new SegmentedLru<string, number>(10);
    for (let n = 0; n < 1000; n++) {
      lru.set(`k${n}`, n);
      if (n % 3 === 0) lru.use(`k${n}`);
      if (n % 7 === 0) lru.use(`k${n - 5}`);
      expect(lru.size).toBeLessThanOrEqual(10);
    }
  });

  it('keys used again survive a flood of keys used once; under a plain LRU they would not', () => {
    const lru = new SegmentedLru<string, string>(100);
    const popular = Array.from({ length: 50 }, (_, n) => `/produs-${n}`);
    for (const key of popular) {
      lru.set(key, key);
      lru.use(key);
    }
    for (let n = 0; n < 10_000; n++) lru.set(`/?utm=${n}`, 'x');
    for (const key of popular) expect(lru.peek(key), key).toBe(key);
    // The newest one-time keys are held too, on probation: 20 of them.
    expect(lru.size).toBe(70);
    expect(lru.has('/?utm=9999')).toBe(true);
    expect(lru.has('/?utm=9979')).toBe(false);
  });

  it('a protected entry pushed out by another one in use goes back on probation, not away', () => {
    const lru = new SegmentedLru<string, number>(5); // 4 protected, 1 on probation
    for (const key of ['a', 'b', 'c', 'd']) {
      lru.set(key, 1);
      lru.use(key);
    }
    lru.set('e', 1);
    lru.use('e'); // a, least recently used, goes back on probation
    expect(lru.has('a')).toBe(true);
    lru.set('f', 1); // the probation segment (1 entry) turns over
    expect(lru.has('a')).toBe(false);
    expect(['b', 'c', 'd', 'e', 'f'].every((key) => lru.has(key))).toBe(true);
  });

  it('storing a protected key again keeps it protected, with the new value; peek is not a use', () => {
    const lru = new SegmentedLru<string, number>(4); // 3 protected, 1 on probation
    lru.set('pagina', 1);
    lru.use('pagina');
    lru.set('pagina', 2);
    lru.set('alta', 1);
    lru.set('inca-una', 1);
    expect(lru.peek('pagina')).toBe(2);
    expect(lru.peek('alta')).toBeUndefined();
    lru.peek('inca-una');
    lru.set('ultima', 1);
    expect(lru.has('inca-una')).toBe(false);
    expect(lru.use('lipsa')).toBeUndefined();
  });

  it('refuses a capacity it cannot split', () => {
    expect(() => new SegmentedLru(1)).toThrow(RangeError);
    expect(() => new SegmentedLru(Number.NaN)).toThrow(RangeError);
  });
});
