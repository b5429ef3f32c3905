declare module 'virtual:shop-assets' {
  const assets: {
    entryScript: string;
    css: string;
  };
  export default assets;
}

declare module 'virtual:storefront-schema/*' {
  const introspection: { __schema: unknown };
  export default introspection;
}

declare module '*.sql?raw' {
  const sql: string;
  export default sql;
}
