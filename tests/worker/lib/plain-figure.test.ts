// Text built when a module loads writes its numbers without Intl (the first Intl call loads ICU's data, a cold
// start's largest single cost): it must read exactly as Intl's Romanian does.
import { describe, expect, it } from 'vitest';
import { wheelOdds } from '../../../content/wheel';
import { messages } from '../../../domain/contract/messages';
import { plainFigure } from '../../../domain/format';

describe('plainFigure', () => {
  it("writes every number as Intl's ro-RO does: decimal comma, point between thousands, trailing zeros dropped", () => {
    const values = [0, 1, 7, 12.5, 25, 99.95, 100, 999, 1000, 1012.5, 12345.678, 1234567.891, 0.01, 0.005, 33.333];
    for (const decimals of [0, 1, 2])
      for (const value of values)
        expect(plainFigure(value, decimals), `${value} to ${decimals}`).toBe(
          value.toLocaleString('ro-RO', { maximumFractionDigits: decimals }),
        );
  });

  it('is what the chat limit and the wheel odds say', () => {
    expect(messages.chatTooLong).toContain('1.000 de caractere');
    for (const prize of wheelOdds) expect(prize.chance).toMatch(/^\d+(,\d)?%$/);
  });
});
