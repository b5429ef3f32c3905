import schema202507 from 'virtual:storefront-schema/2025-07';
import schema202604 from 'virtual:storefront-schema/2026-04';
import { buildClientSchema, type IntrospectionQuery, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ALL_DOCUMENTS } from '../../../worker/storefront/documents';
import type { StorefrontMutations, StorefrontQueries } from '../../../worker/storefront/generated/storefront.generated';

// Each document's text is a key of the generated types, so client.query infers its answer (tsc fails here
// when a document and storefront.generated.d.ts disagree: run `npm run codegen`).
type Typed<D> = D extends keyof (StorefrontQueries & StorefrontMutations) ? true : false;
const everyDocumentTyped: { [K in keyof typeof ALL_DOCUMENTS]: Typed<(typeof ALL_DOCUMENTS)[K]> } = {
  PRODUCTS_QUERY: true,
  PRODUCT_QUERY: true,
  COLLECTIONS_QUERY: true,
  COLLECTION_QUERY: true,
  CART_QUERY: true,
  VARIANTS_QUERY: true,
  CART_CREATE_MUTATION: true,
  BLOG_QUERY: true,
  ARTICLE_QUERY: true,
  POLICIES_QUERY: true,
  PAGE_QUERY: true,
  MENUS_QUERY: true,
  SHOP_CLAIMS_QUERY: true,
};

const schemas = {
  '2025-07': buildClientSchema(schema202507 as IntrospectionQuery),
  '2026-04 (newest shipped)': buildClientSchema(schema202604 as IntrospectionQuery),
};

describe("every storefront document is valid against Shopify's official schema", () => {
  for (const [version, schema] of Object.entries(schemas)) {
    for (const [name, source] of Object.entries(ALL_DOCUMENTS)) {
      it(`${name} on API ${version}`, () => {
        const errors = validate(schema, parse(source)).map((e) => e.message);
        expect(errors).toEqual([]);
      });
    }
  }

  it('every document has generated types (checked by tsc)', () => {
    expect(Object.keys(everyDocumentTyped).sort()).toEqual(Object.keys(ALL_DOCUMENTS).sort());
  });

  it('rejects a document that asks for a field Shopify does not have (the check can fail)', () => {
    const bad = parse('query { products(first: 1) { nodes { id priceInLei } } }');
    const errors = validate(schemas['2025-07'], bad).map((e) => e.message);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^Cannot query field "priceInLei" on type "Product"\./);
  });

  it('asks for the spec field sets: 5 images and 10 variants in lists, 10 and 20 on detail', () => {
    expect(ALL_DOCUMENTS.PRODUCTS_QUERY).toMatch(/images\(first: 5\)/);
    expect(ALL_DOCUMENTS.PRODUCTS_QUERY).toMatch(/variants\(first: 10\)/);
    expect(ALL_DOCUMENTS.PRODUCT_QUERY).toMatch(/images\(first: 10\)/);
    expect(ALL_DOCUMENTS.PRODUCT_QUERY).toMatch(/variants\(first: 20\)/);
    expect(ALL_DOCUMENTS.CART_CREATE_MUTATION).toMatch(/userErrors/);
    for (const doc of Object.values(ALL_DOCUMENTS)) expect(doc).toContain('@inContext(country: RO, language: RO)');
  });
});
