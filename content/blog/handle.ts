/** The blog's handle in the embedded store (a real store's is configured: STOREFRONT_BLOG_HANDLE). */
export const BLOG_HANDLE = 'blog';
