// The wheel's odds, said in its dialog, the offer rules and the chat, come from its segments (one source).
import { describe, expect, it } from 'vitest';
import { wheelOdds, wheelOddsLine, wheelSegments } from '../../content/wheel';

describe("the wheel's odds", () => {
  it('each prize once, its chance its share of the equal segments, the chances summing to 100%', () => {
    expect(wheelOdds.map((p) => p.code).sort()).toEqual([...new Set(wheelSegments.map((s) => s.emailCode))].sort());
    for (const p of wheelOdds) {
      expect(p.count).toBe(wheelSegments.filter((s) => s.emailCode === p.code).length);
      expect(Number(p.chance.replace('%', '').replace(',', '.'))).toBeCloseTo(
        (p.count / wheelSegments.length) * 100,
        1,
      );
    }
    expect(wheelOdds.reduce((sum, p) => sum + p.count, 0)).toBe(wheelSegments.length);
    expect(wheelOddsLine).toContain('Cremă gratuită: 12,5%');
    expect(wheelOddsLine).not.toMatch(/vape/i);
  });
});
