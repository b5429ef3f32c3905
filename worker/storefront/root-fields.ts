const known = new Map<string, string[]>();

/**
 * Response keys of an operation's top-level fields (aliases included), parsed once per document. graphql-js is
 * loaded on the first document an isolate checks, not when it starts (issue [19]).
 */
async function rootFields(query: string): Promise<string[]> {
  let fields = known.get(query);
  if (!fields) {
    const { Kind, parse } = await import('graphql');
    const document = parse(query);
    const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
    fields =
      operation && operation.kind === Kind.OPERATION_DEFINITION
        ? operation.selectionSet.selections.flatMap((s) =>
            s.kind === Kind.FIELD ? [s.alias?.value ?? s.name.value] : [],
          )
        : [];
    // The shop's own documents repeat; others are not kept.
    if (known.size < 200) known.set(query, fields);
  }
  return fields;
}

/** The first top-level field the answer lacks, or null when all are there. */
export async function missingRootField(query: string, data: Record<string, unknown>): Promise<string | null> {
  let fields: string[];
  try {
    fields = await rootFields(query);
  } catch {
    return null;
  }
  return fields.find((field) => !Object.hasOwn(data, field)) ?? null;
}
