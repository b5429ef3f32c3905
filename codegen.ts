// Types of the storefront documents, generated as Hydrogen does it (`npm run codegen`): Shopify's preset
// reads worker/storefront/documents against the official Storefront schema that @shopify/hydrogen-react ships
// (the newest version the embedded store serves) and writes one .d.ts whose StorefrontQueries and
// StorefrontMutations map each document's exact text to its result and variables (see client.ts).
import type { CodegenConfig } from '@graphql-codegen/cli';
import { pluckConfig, preset } from '@shopify/hydrogen-codegen';

/** Where the generated types live; `npm run codegen:check` (a step of npm test) fails when a fresh run differs. */
const GENERATED_FILE = 'worker/storefront/generated/storefront.generated.d.ts';

const config: CodegenConfig = {
  overwrite: true,
  silent: true,
  schema: 'node_modules/@shopify/hydrogen-react/storefront.schema.json',
  documents: ['worker/storefront/documents/*.ts'],
  // Hydrogen's own pluck settings (they rebuild each ${FRAGMENT} into the text a type is keyed by), with one
  // hook more than the CLI's type knows.
  pluckConfig: {
    ...pluckConfig,
    // The documents are plain `…` as const strings (their text is what the store is sent, and what the
    // types are keyed by), so a template literal there that starts with an operation or fragment is one.
    isGqlTemplateLiteral: (node: { type: string; quasis?: { value?: { raw?: string } }[] }) =>
      node.type === 'TemplateLiteral' && /^\s*(query|mutation|fragment)\s/.test(node.quasis?.[0]?.value?.raw ?? ''),
  } as CodegenConfig['pluckConfig'],
  generates: {
    [GENERATED_FILE]: {
      preset,
      // A field asked for is always in the answer (null when the store has no value): never optional.
      config: { avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false } },
      presetConfig: {
        importTypes: { namespace: 'StorefrontAPI', from: '@shopify/hydrogen-react/storefront-api-types' },
        interfaceExtension: ({ queryType, mutationType }: { queryType: string; mutationType: string }) => `
/** Each query document of the shop, by its exact text: its result and variables. */
export interface StorefrontQueries extends ${queryType} {}
/** Each mutation document of the shop, by its exact text: its result and variables. */
export interface StorefrontMutations extends ${mutationType} {}
`,
      },
    },
  },
};

export default config;
