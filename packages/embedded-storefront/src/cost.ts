// The price of a Storefront API document, computed before it runs, with Shopify's rules
// (shopify.dev "API limits › cost calculation", which the Storefront API applies to tokenless access):
// a scalar or enum costs 0, an object 1, a mutation 10, a connection 2 plus `first`/`last` times the price of
// one item; an interface or union costs its dearest possible selection. Every field node is priced, so each
// alias pays; fragments are priced where they are spread; `first`/`last` given as variables are read from them.
import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  GraphQLIncludeDirective,
  type GraphQLNamedType,
  type GraphQLSchema,
  GraphQLSkipDirective,
  getDirectiveValues,
  getNamedType,
  getNullableType,
  isLeafType,
  isListType,
  isObjectType,
  Kind,
  Lexer,
  type OperationDefinitionNode,
  SchemaMetaFieldDef,
  type SelectionSetNode,
  Source,
  TokenKind,
  TypeMetaFieldDef,
  type ValueNode,
} from 'graphql';

/** What a document asks for: Shopify's cost, the deepest field and how many field nodes it has once fragments are spread. */
export interface Price {
  cost: number;
  depth: number;
  fields: number;
  /** Selection sets within selection sets, fragments included: how deeply the checks and execution recurse. */
  nesting: number;
}

const ZERO: Price = { cost: 0, depth: 0, fields: 0, nesting: 0 };

/** Past this many nested selection sets the walk stops (and the document is refused), whatever its fragments. */
export const MAX_NESTING = 64;

/**
 * `__schema` answers the whole schema (about 500 KB with descriptions) from graphql-js's own resolvers, outside
 * the execution budget: it is priced at just over half the limit, so a document holds one (GraphiQL sends one).
 * Nine aliases of it took 0.5 to 1.8 s and held every other request back.
 */
const SCHEMA_COST = 125_001; // LIMITS.maxCost (250,000) / 2 + 1; limits.ts imports this module, so the figure is written here.

/** Shopify's page cap, and the size assumed for a connection whose size the price cannot read. */
const MAX_PAGE = 250;

/**
 * Lists that are not connections but are bounded by Shopify (or by an argument): priced as that many items.
 * Any other list of objects is priced as one object, as Shopify prices it.
 */
const LIST_SIZES = new Map<string, (args: ArgReader) => number>([
  ['QueryRoot.nodes', (arg) => (Array.isArray(arg('ids')) ? (arg('ids') as unknown[]).length : MAX_PAGE)],
  ['QueryRoot.productRecommendations', () => 10],
  ['SitemapResources.items', () => MAX_PAGE],
  ['PredictiveSearchResult.products', () => 10],
  ['PredictiveSearchResult.collections', () => 10],
  ['PredictiveSearchResult.pages', () => 10],
  ['PredictiveSearchResult.articles', () => 10],
  ['PredictiveSearchResult.queries', () => 10],
]);

type ArgReader = (name: string) => unknown;

interface Walk {
  schema: GraphQLSchema;
  variables: Record<string, unknown>;
  fragments: Map<string, FragmentDefinitionNode>;
  /** Fragment prices by name and page size of the connection they sit in (null while being priced: a cycle). */
  memo: Map<string, Price | null>;
}

const add = (a: Price, b: Price): Price => ({
  cost: a.cost + b.cost,
  depth: Math.max(a.depth, b.depth),
  fields: a.fields + b.fields,
  nesting: Math.max(a.nesting, b.nesting),
});

/** The value of an argument as the resolver will see it: a literal, a variable's value, or the declared default. */
function argumentReader(
  field: GraphQLField<unknown, unknown>,
  node: FieldNode,
  variables: Record<string, unknown>,
): ArgReader {
  return (name) => {
    const given = node.arguments?.find((a) => a.name.value === name)?.value;
    if (!given) return field.args.find((a) => a.name === name)?.defaultValue;
    return literal(given, variables);
  };
}

function literal(value: ValueNode, variables: Record<string, unknown>): unknown {
  switch (value.kind) {
    case Kind.VARIABLE:
      return Object.hasOwn(variables, value.name.value) ? variables[value.name.value] : undefined;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(value.value);
    case Kind.LIST:
      return value.values;
    default:
      return undefined;
  }
}

/** Items a connection's `first`/`last` asks for; an absent or unreadable size counts as the cap. */
function pageSize(arg: ArgReader): number {
  const sizes = [arg('first'), arg('last')].filter((n) => n != null);
  if (!sizes.length) return MAX_PAGE;
  return Math.max(
    ...sizes.map((n) => (typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : MAX_PAGE)),
  );
}

const isConnection = (type: GraphQLNamedType) => isObjectType(type) && type.name.endsWith('Connection');

function skipped(node: { directives?: readonly unknown[] }, variables: Record<string, unknown>): boolean {
  if (!node.directives?.length) return false;
  try {
    const n = node as Parameters<typeof getDirectiveValues>[1];
    return (
      getDirectiveValues(GraphQLSkipDirective, n, variables)?.if === true ||
      getDirectiveValues(GraphQLIncludeDirective, n, variables)?.if === false
    );
  } catch {
    return false;
  }
}

function fieldDefinition(walk: Walk, parent: GraphQLNamedType, name: string): GraphQLField<unknown, unknown> | null {
  if (name === '__schema' && parent === walk.schema.getQueryType()) return SchemaMetaFieldDef;
  if (name === '__type' && parent === walk.schema.getQueryType()) return TypeMetaFieldDef;
  if (!('getFields' in parent)) return null;
  const fields = parent.getFields();
  // A name from the document is looked up as an own key only: `constructor` is not a field.
  return Object.hasOwn(fields, name) ? (fields[name] as GraphQLField<unknown, unknown>) : null;
}

/**
 * One selection set on `parent`, `level` selection sets down. `items` is the page size when `parent` is a
 * connection: its `edges` and `nodes` are paid for that many times. Fragments on another object type than the
 * parent are alternatives (an interface or union): only the dearest is paid.
 */
function priceSelections(
  walk: Walk,
  set: SelectionSetNode,
  parent: GraphQLNamedType,
  items: number,
  level: number,
): Price {
  // A chain of fragments nests without adding depth: stop before the stack is at risk.
  if (level > MAX_NESTING) return { ...ZERO, nesting: Infinity };
  let common = ZERO;
  const alternatives = new Map<string, Price>();
  const addTo = (condition: GraphQLNamedType | null | undefined, price: Price) => {
    if (!condition || condition === parent || !isObjectType(condition) || isObjectType(parent))
      common = add(common, price);
    else alternatives.set(condition.name, add(alternatives.get(condition.name) ?? ZERO, price));
  };
  for (const selection of set.selections) {
    if (skipped(selection, walk.variables)) continue;
    if (selection.kind === Kind.FIELD) {
      common = add(common, priceField(walk, selection, parent, items, level));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const condition = selection.typeCondition ? walk.schema.getType(selection.typeCondition.name.value) : parent;
      if (condition) addTo(condition, priceSelections(walk, selection.selectionSet, condition, items, level + 1));
    } else {
      const fragment = walk.fragments.get(selection.name.value);
      const condition = fragment && walk.schema.getType(fragment.typeCondition.name.value);
      if (fragment && condition) addTo(condition, priceFragment(walk, fragment, condition, items, level + 1));
    }
  }
  let dearest = ZERO;
  let all = ZERO;
  for (const price of alternatives.values()) {
    all = add(all, price);
    if (price.cost > dearest.cost) dearest = price;
  }
  return {
    cost: common.cost + dearest.cost,
    depth: Math.max(common.depth, all.depth),
    fields: common.fields + all.fields,
    nesting: 1 + Math.max(common.nesting, all.nesting),
  };
}

/**
 * A named fragment is priced once per page size, however often it is spread (no blow-up from fragments of
 * fragments). Its price is relative to where it is spread, so a memoised one composes.
 */
function priceFragment(
  walk: Walk,
  fragment: FragmentDefinitionNode,
  type: GraphQLNamedType,
  items: number,
  level: number,
): Price {
  const key = `${fragment.name.value}\n${items}`;
  if (walk.memo.has(key)) return walk.memo.get(key) ?? ZERO; // null: a cycle, which validation refuses
  walk.memo.set(key, null);
  const price = priceSelections(walk, fragment.selectionSet, type, items, level);
  walk.memo.set(key, price);
  return price;
}

function priceField(walk: Walk, node: FieldNode, parent: GraphQLNamedType, items: number, level: number): Price {
  const leaf = { cost: 0, depth: 1, fields: 1, nesting: 0 };
  const field = fieldDefinition(walk, parent, node.name.value);
  // __typename, or a field the schema lacks (validation names it): free, but still a field.
  if (!field) return leaf;
  const type = getNamedType(field.type);
  if (isLeafType(type) || !node.selectionSet) return leaf;
  const arg = argumentReader(field, node, walk.variables);
  const connection = isConnection(type);
  const inner = priceSelections(walk, node.selectionSet, type, connection ? pageSize(arg) : 0, level + 1);
  const shape = { depth: inner.depth + 1, fields: inner.fields + 1, nesting: inner.nesting };
  const perItem = parent.name.endsWith('Connection') && (node.name.value === 'edges' || node.name.value === 'nodes');
  if (perItem) {
    // An edge is free (its node is the object); a node costs 1. Both are paid once per item of the page.
    return { ...shape, cost: items * (node.name.value === 'edges' ? inner.cost : 1 + inner.cost) };
  }
  if (connection) return { ...shape, cost: 2 + inner.cost };
  const own = field === SchemaMetaFieldDef ? SCHEMA_COST : parent === walk.schema.getMutationType() ? 10 : 1;
  const listSize = isListType(getNullableType(field.type))
    ? (LIST_SIZES.get(`${parent.name}.${field.name}`)?.(arg) ?? 1)
    : 1;
  return { ...shape, cost: listSize * (own + inner.cost) };
}

/** The operation `operationName` picks (or the only one), as execution will; null when there is none to run. */
export function operationOf(document: DocumentNode, operationName: string | null): OperationDefinitionNode | null {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  if (operationName != null) return operations.find((o) => o.name?.value === operationName) ?? null;
  return operations.length === 1 ? operations[0]! : null;
}

/** The price of the operation a request runs. A document validation will refuse is priced as far as it can be. */
export function priceDocument(
  schema: GraphQLSchema,
  document: DocumentNode,
  { operationName = null, variables = {} }: { operationName?: string | null; variables?: Record<string, unknown> } = {},
): Price {
  const operation = operationOf(document, operationName);
  const root =
    operation &&
    (operation.operation === 'query'
      ? schema.getQueryType()
      : operation.operation === 'mutation'
        ? schema.getMutationType()
        : null);
  if (!operation || !root) return ZERO;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const price = priceSelections({ schema, variables, fragments, memo: new Map() }, operation.selectionSet, root, 0, 1);
  return { ...price, cost: Math.min(price.cost, Number.MAX_SAFE_INTEGER) };
}

/**
 * How deeply braces, brackets and parentheses nest in a document, read by graphql-js's own lexer before the
 * (recursive) parser sees it; stops counting past `limit`. Null: not lexable (the parser reports the syntax error).
 */
export function nestingOf(query: string, limit: number): number | null {
  const lexer = new Lexer(new Source(query));
  let depth = 0;
  let deepest = 0;
  try {
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF && deepest <= limit; token = lexer.advance()) {
      if (token.kind === TokenKind.BRACE_L || token.kind === TokenKind.BRACKET_L || token.kind === TokenKind.PAREN_L)
        deepest = Math.max(deepest, ++depth);
      else if (
        token.kind === TokenKind.BRACE_R ||
        token.kind === TokenKind.BRACKET_R ||
        token.kind === TokenKind.PAREN_R
      )
        depth--;
    }
  } catch {
    return null;
  }
  return deepest;
}
