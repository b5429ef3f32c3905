/**
 * A page kept compressed around the places its CSP nonce stands, so each response is gzip put together from
 * pieces compressed once, with its own nonce between them, instead of compressing 100 KB again per hit.
 *
 * Each piece is compressed with a full flush: it ends on a byte boundary and never refers back to an earlier
 * piece, so a nonce can go between two pieces as a stored (uncompressed) deflate block. The gzip trailer's
 * CRC-32 is combined from the pieces' CRCs and the nonce's (zlib's crc32_combine), never computed over the page.
 */
export interface GzipParts {
  /** Raw deflate blocks of each piece, none of them final. */
  segments: Uint8Array[];
  /** CRC-32 of each piece's uncompressed bytes. */
  crcs: number[];
  /** Uncompressed length of each piece. */
  sizes: number[];
  /** x^(8 × size) modulo the polynomial for each piece: what crc32Combine needs, worked out once per page. */
  shifts: number[];
}

const POLY = 0xedb88320;
const TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? POLY ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array, crc = 0): number {
  let c = ~crc;
  for (let i = 0; i < bytes.length; i++) c = TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return ~c >>> 0;
}

/** a × b modulo the CRC polynomial (bit-reflected, as zlib's multmodp). */
function multmodp(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0 … 31. */
const X2N = (() => {
  const table: number[] = [];
  let p = 0x40000000; // x^1
  table.push(p);
  for (let n = 1; n < 32; n++) {
    p = multmodp(p, p);
    table.push(p);
  }
  return table;
})();

function x2nmodp(n: number, k: number): number {
  let p = 0x80000000; // x^0
  while (n) {
    if (n & 1) p = multmodp(X2N[k & 31]!, p);
    n = Math.floor(n / 2);
    k++;
  }
  return p;
}

/** The operator that appends `length` bytes to a CRC (zlib's crc32_combine_gen). */
const shiftOf = (length: number) => x2nmodp(length, 3);

/** The CRC-32 of A followed by B, from CRC(A), CRC(B) and B's length (or its shift, worked out before). */
export const crc32Combine = (crcA: number, crcB: number, lengthB: number, shiftB = shiftOf(lengthB)) =>
  (multmodp(shiftB, crcA) ^ crcB) >>> 0;

/**
 * Compresses each piece once (level 6, as zlib's default). The deflater (pako: the runtime's CompressionStream
 * has no full flush) is loaded on the first page an isolate keeps, not when the isolate starts (issue [19]).
 */
export async function compressParts(parts: Uint8Array[]): Promise<GzipParts> {
  const { Deflate, Z_FULL_FLUSH } = await import('pako');
  const deflate = new Deflate({ raw: true, level: 6 });
  let pending: Uint8Array[] = [];
  deflate.onData = (chunk: Uint8Array) => {
    pending.push(chunk);
  };
  const segments = parts.map((part) => {
    // A full flush: byte-aligned, and what follows starts with an empty window.
    deflate.push(part, Z_FULL_FLUSH);
    const segment = concat(pending);
    pending = [];
    return segment;
  });
  const sizes = parts.map((part) => part.byteLength);
  return { segments, crcs: parts.map((part) => crc32(part)), sizes, shifts: sizes.map(shiftOf) };
}

function concat(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(chunks.reduce((sum, c) => sum + c.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

// ID1 ID2 CM=deflate FLG=0 MTIME=0 XFL=0 OS=unknown
const GZIP_HEADER = new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// An empty stored block marked final: the stream's end.
const FINAL_BLOCK = new Uint8Array([0x01, 0x00, 0x00, 0xff, 0xff]);

/** The gzip body of the pieces joined by `glue` (the nonce's UTF-8 bytes, at most 65,535). */
export function gzipJoin(gz: GzipParts, glue: Uint8Array): Uint8Array<ArrayBuffer> {
  const joints = gz.segments.length - 1;
  const stored = 5 + glue.byteLength;
  const length =
    GZIP_HEADER.byteLength +
    gz.segments.reduce((sum, s) => sum + s.byteLength, 0) +
    joints * stored +
    FINAL_BLOCK.byteLength +
    8;
  const out = new Uint8Array(length);
  let offset = 0;
  const put = (bytes: Uint8Array) => {
    out.set(bytes, offset);
    offset += bytes.byteLength;
  };
  const glueCrc = crc32(glue);
  // Once per response: a nonce is a few bytes, so this costs a couple of multiplications.
  const shiftForGlue = shiftOf(glue.byteLength);
  let crc = 0;
  let size = 0;
  put(GZIP_HEADER);
  gz.segments.forEach((segment, i) => {
    if (i > 0) {
      // A stored block: BFINAL=0, BTYPE=00, then LEN and its complement, then the bytes as they are.
      const n = glue.byteLength;
      put(new Uint8Array([0x00, n & 0xff, n >>> 8, ~n & 0xff, (~n >>> 8) & 0xff]));
      put(glue);
      crc = crc32Combine(crc, glueCrc, n, shiftForGlue);
      size += n;
    }
    put(segment);
    crc = i === 0 ? gz.crcs[0]! : crc32Combine(crc, gz.crcs[i]!, gz.sizes[i]!, gz.shifts[i]);
    size += gz.sizes[i]!;
  });
  put(FINAL_BLOCK);
  const view = new DataView(out.buffer);
  view.setUint32(offset, crc, true);
  view.setUint32(offset + 4, size >>> 0, true);
  return out;
}

/**
 * The Accept-Encoding the shopper's client sent. Cloudflare's edge (and wrangler dev, which copies it) shows the
 * worker its own value ("br, gzip") and keeps the client's in `cf.clientAcceptEncoding` ("" when it sent none).
 */
export function clientAcceptEncoding(request: Request): string | null {
  const sent = (request as { cf?: { clientAcceptEncoding?: unknown } }).cf?.clientAcceptEncoding;
  return typeof sent === 'string' ? sent : request.headers.get('Accept-Encoding');
}

/** Whether a request's Accept-Encoding takes gzip: named with a q above 0, or not named and `*` taken. */
export function acceptsGzip(header: string | null | undefined): boolean {
  if (!header) return false;
  const qualities = new Map<string, number>();
  for (const item of header.split(',')) {
    const [coding = '', ...params] = item.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    qualities.set(coding.trim(), Number.isFinite(quality) ? quality : 0);
  }
  const named = qualities.get('gzip') ?? qualities.get('x-gzip');
  return (named ?? qualities.get('*') ?? 0) > 0;
}
