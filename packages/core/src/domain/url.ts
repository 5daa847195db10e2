/**
 * The longest URL the product stores or sends on: a page or image address given through the API,
 * a page of a shopper's visit history. Browsers and CDNs keep to about this many characters.
 */
export const MAX_URL_LENGTH = 2_048;
