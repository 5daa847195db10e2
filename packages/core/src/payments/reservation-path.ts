/** A reservation's own page on its site: where the shopper returns after paying, and mail links. */
export const reservationPagePath = (reference: string) => `/reservations/${reference}`;
