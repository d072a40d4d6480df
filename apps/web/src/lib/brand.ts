/** The product's name, kept in its own module so the entry chunk does not pull in the constants. */
export const PRODUCT_NAME = 'Inflow';
