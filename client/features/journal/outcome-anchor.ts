/** The anchor of a saved reading's outcome form, which a due check-in's notice opens (docs/product.md#the-journal). */
export const OUTCOME_ANCHOR = 'outcome';
