/** The names of the buy box's form fields: what its post to the product page's action carries. */
export const cartFormFields = { product: 'urun', quantity: 'adet' } as const;
