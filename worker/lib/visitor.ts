/**
 * The visitor a per-person limit counts: an IPv4 address as itself, an IPv6 address by its /64 (one subscriber's
 * block: a phone or a home router hands out any address inside it at will). Null without an address: Cloudflare
 * always sets CF-Connecting-IP, so only a local run (npm start, the tests) has none.
 */
export function visitorKey(ip: string | undefined | null): string | null {
  const address = ip?.trim().toLowerCase().split('%')[0];
  if (!address) return null;
  if (!address.includes(':')) return address;
  // An IPv4 address written as IPv6 (::ffff:203.0.113.7) is that IPv4 visitor.
  const mapped = /^(?:0{0,4}:){0,5}:?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1]!;
  // Every spelling of one /64 is one visitor: expand '::' and leading zeros before taking the first four groups.
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => (Number.parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}
