/**
 * The five questions of Help and support, as keys of the help catalog's "faq" group (the 10 MB and
 * "free" answers state the product's own limits).
 */
export const faq = ["videoSize", "free", "units", "data", "deleteAccount"] as const;
