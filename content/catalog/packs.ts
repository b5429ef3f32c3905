// Jellies are sold by the jar, and a jar holds 30 or 60 of them: the variant option ("Bucăți în borcan", products.ts)
// says how many pieces one jar holds, so it is never taken for the quantity stepper ("Cantitate": how many jars go in
// the cart), and the stock line counts jars, with the pieces in each ("96 de borcane (câte 30 de bucăți)").
import { countRo } from '../../domain/format';
import type { SelectedOption } from '../../domain/types';

/** The packs an option may name ("Bucăți în borcan", "Bucăți în pungă"): one, many. */
const PACKS: Record<string, readonly [one: string, many: string]> = {
  borcan: ['borcan', 'borcane'],
  pungă: ['pungă', 'pungi'],
  cutie: ['cutie', 'cutii'],
};

/** The pack a variant is sold in, read from its option ("Bucăți în borcan": "30 buc."); null when it is not one. */
export function packOf(
  selectedOptions: readonly SelectedOption[],
): { one: string; many: string; pieces: number } | null {
  for (const { name, value } of selectedOptions) {
    const pack = /^bucăți în (\p{L}+)$/iu.exec(name.trim())?.[1]?.toLowerCase();
    const nouns = pack ? PACKS[pack] : undefined;
    const pieces = /^(\d+)\s*(?:buc\.|bucăți)$/iu.exec(value.trim())?.[1];
    if (nouns && pieces) return { one: nouns[0], many: nouns[1], pieces: Number(pieces) };
  }
  return null;
}

/**
 * `count` units of a variant sold as a pack of pieces, as the stock line says them: "96 de borcane (câte 30 de
 * bucăți)"; null for a variant that is not (one unit is then one piece: "bucată").
 */
export function packCount(selectedOptions: readonly SelectedOption[], count: number): string | null {
  const pack = packOf(selectedOptions);
  return pack && `${countRo(count, pack.one, pack.many)} (câte ${countRo(pack.pieces, 'bucată', 'bucăți')})`;
}

/** The stock line's count: packs with their pieces, else pieces ("12 bucăți"). */
export const stockCount = (selectedOptions: readonly SelectedOption[], count: number) =>
  packCount(selectedOptions, count) ?? countRo(count, 'bucată', 'bucăți');
