import { roundMoney } from './format';

/** What the vapes among `lines` cost (no code reduces a vape, so this is their price). A pure sum, no content. */
export const vapeAmount = (lines: Iterable<{ unit: number; quantity: number; vape: boolean }>): number => {
  let sum = 0;
  for (const l of lines) if (l.vape) sum += l.unit * l.quantity;
  return roundMoney(sum);
};
