// Fields that share a response name must be one field with one set of arguments, so that execution can merge
// them (GraphQL spec 5.3.2). graphql-js's OverlappingFieldsCanBeMergedRule checks this by comparing every pair of
// such fields and every pair of fragments, which costs seconds on a few hundred fields of a hostile document
// (measured: 191 fields nested two by two, 50–150 ms; 767 fields, 150–330 ms). This check merges the
// fields level by level, as execution collects them, and visits each field once: linear in the document's
// fields once fragments are spread, which the price list has already bounded.
import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  OverlappingFieldsCanBeMergedRule,
  print,
  type SelectionSetNode,
  specifiedRules,
} from 'graphql';

/** graphql-js's validation rules, less the quadratic one this module replaces. */
export const VALIDATION_RULES = specifiedRules.filter((rule) => rule !== OverlappingFieldsCanBeMergedRule);

interface Scope {
  set: SelectionSetNode;
  parent: GraphQLNamedType;
}

interface Collected {
  node: FieldNode;
  parent: GraphQLNamedType;
}

function fieldType(parent: GraphQLNamedType, name: string): GraphQLNamedType | null {
  if (!('getFields' in parent)) return null;
  const fields = parent.getFields();
  return Object.hasOwn(fields, name) ? getNamedType(fields[name]!.type) : null;
}

const argumentsOf = (node: FieldNode) =>
  [...(node.arguments ?? [])]
    .sort((a, b) => a.name.value.localeCompare(b.name.value))
    .map((a) => `${a.name.value}:${print(a.value)}`)
    .join(',');

/** Fields of one level, by response name, from every selection set merged into it (each fragment once per level). */
function collect(
  schema: GraphQLSchema,
  fragments: Map<string, FragmentDefinitionNode>,
  scopes: Scope[],
): Map<string, Collected[]> {
  const byKey = new Map<string, Collected[]>();
  const visited = new Set<string>();
  const walk = (set: SelectionSetNode, parent: GraphQLNamedType) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        const list = byKey.get(key) ?? [];
        list.push({ node: selection, parent });
        byKey.set(key, list);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        if (condition) walk(selection.selectionSet, condition);
      } else if (!visited.has(selection.name.value)) {
        visited.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        const condition = fragment && schema.getType(fragment.typeCondition.name.value);
        if (fragment && condition) walk(fragment.selectionSet, condition);
      }
    }
  };
  for (const { set, parent } of scopes) walk(set, parent);
  return byKey;
}

/** Two selections on different object types never both apply to one value: they may differ. */
const exclusive = (a: GraphQLNamedType, b: GraphQLNamedType) => a !== b && isObjectType(a) && isObjectType(b);

function conflict(key: string, reason: string, a: FieldNode, b: FieldNode) {
  return new GraphQLError(
    `Fields "${key}" conflict because ${reason}. Use different aliases on the fields to fetch both if this was intentional.`,
    { nodes: [a, b] },
  );
}

function checkLevel(
  schema: GraphQLSchema,
  fragments: Map<string, FragmentDefinitionNode>,
  scopes: Scope[],
  errors: GraphQLError[],
) {
  for (const [key, fields] of collect(schema, fragments, scopes)) {
    const [first] = fields;
    for (const other of fields.slice(1)) {
      if (errors.length >= 10 || exclusive(first!.parent, other.parent)) continue;
      if (first!.node.name.value !== other.node.name.value) {
        errors.push(
          conflict(
            key,
            `"${first!.node.name.value}" and "${other.node.name.value}" are different fields`,
            first!.node,
            other.node,
          ),
        );
      } else if (argumentsOf(first!.node) !== argumentsOf(other.node)) {
        errors.push(conflict(key, 'they have differing arguments', first!.node, other.node));
      }
    }
    const below: Scope[] = [];
    for (const { node, parent } of fields) {
      const type = node.selectionSet && fieldType(parent, node.name.value);
      if (node.selectionSet && type) below.push({ set: node.selectionSet, parent: type });
    }
    if (below.length && errors.length < 10) checkLevel(schema, fragments, below, errors);
  }
}

/**
 * Conflicting fields of the operation a request runs, as validation errors. Only that one: the price list bounds
 * its fields, not those of operations that will not run.
 */
export function fieldMergeErrors(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode | null,
): GraphQLError[] {
  const root =
    operation &&
    (operation.operation === 'query'
      ? schema.getQueryType()
      : operation.operation === 'mutation'
        ? schema.getMutationType()
        : null);
  if (!operation || !root) return [];
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const errors: GraphQLError[] = [];
  checkLevel(schema, fragments, [{ set: operation.selectionSet, parent: root }], errors);
  return errors;
}
