/** Car slugs and ids in URLs: letters, digits, hyphen and underscore only (issue 3, spec §7). */
export const SLUG_PATTERN = /^[A-Za-z0-9_-]+$/;
