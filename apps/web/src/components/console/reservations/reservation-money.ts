/** A deposit as the console shows it ("$500.00"), in the reservation's currency. */
export function reservationMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat("en-AU", { style: "currency", currency }).format(amount);
}
