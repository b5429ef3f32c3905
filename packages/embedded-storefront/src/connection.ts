import { GraphQLError } from 'graphql';

export interface ConnectionArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

const MAX_PAGE = 250;

const encodeCursor = (index: number) => btoa(`cursor:${index}`);

function decodeCursor(cursor: string): number {
  try {
    const match = /^cursor:(\d+)$/.exec(atob(cursor));
    if (match) return Number(match[1]);
  } catch {
    // fall through to the error below
  }
  throw new GraphQLError(`Invalid cursor: ${cursor}`, { extensions: { code: 'BAD_REQUEST' } });
}

/** Relay connection over an in-memory list, with Shopify's rules (first or last, at most 250). */
export function connection<T>(items: readonly T[], args: ConnectionArgs) {
  const { first, last, after, before } = args;
  if (first == null && last == null) {
    throw new GraphQLError('you must provide one of first or last', { extensions: { code: 'BAD_REQUEST' } });
  }
  for (const n of [first, last]) {
    if (n != null && (n < 0 || n > MAX_PAGE)) {
      throw new GraphQLError(`The page size must be between 0 and ${MAX_PAGE}`, {
        extensions: { code: 'BAD_REQUEST' },
      });
    }
  }
  let start = after ? decodeCursor(after) + 1 : 0;
  let end = before ? decodeCursor(before) : items.length;
  start = Math.max(0, Math.min(start, items.length));
  end = Math.max(start, Math.min(end, items.length));
  if (first != null) end = Math.min(end, start + first);
  if (last != null) start = Math.max(start, end - last);
  const edges = items.slice(start, end).map((node, i) => ({ cursor: encodeCursor(start + i), node }));
  return {
    edges,
    nodes: edges.map((e) => e.node),
    pageInfo: {
      hasNextPage: end < items.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
