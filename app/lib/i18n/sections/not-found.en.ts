/**
 * The 404 page's texts. Per docs/product.md §2 that page is always in English, so it imports these directly:
 * a Turkish page carries only the Turkish core texts (see app/lib/i18n/index.ts).
 */
export const notFoundEn = {
  title: "Page not found",
  description: "The page you are looking for does not exist or has moved.",
  home: "Back to home",
};
