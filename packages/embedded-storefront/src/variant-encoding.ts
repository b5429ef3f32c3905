/**
 * Shopify's v1 encoding of option-value combinations (Product.encodedVariantExistence / Availability): a trie
 * of option-value indices, `:` descending one option, ` ` between sibling leaves, `,` closing a level. What
 * `decodeEncodedVariant` of @shopify/hydrogen-react reads.
 */
export function encodeVariants(combinations: number[][]): string {
  if (!combinations.length) return '';
  interface Trie {
    children: Map<number, Trie>;
  }
  const root: Trie = { children: new Map() };
  for (const combination of [...combinations].sort(compare)) {
    let node = root;
    for (const index of combination) {
      let next = node.children.get(index);
      if (!next) {
        next = { children: new Map() };
        node.children.set(index, next);
      }
      node = next;
    }
  }
  const encode = (node: Trie): string => {
    const entries = [...node.children.entries()].sort(([a], [b]) => a - b);
    const leaves = entries.every(([, child]) => child.children.size === 0);
    return leaves ? entries.map(([i]) => i).join(' ') : entries.map(([i, child]) => `${i}:${encode(child)},`).join('');
  };
  // Inner levels close with ','; the root level is left open, as Shopify writes it.
  const body = encode(root);
  return `v1_${body}`;
}

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}
