/** An E.164 number: a country code and up to 15 digits in all (spaces, dashes, brackets allowed). */
const E164 = /^\+?([1-9]\d{6,14})$/;

/** The digits wa.me wants, or null when the setting is no international number. */
export function whatsappDigits(number: string | undefined | null): string | null {
  if (!number) return null;
  const compact = number.replace(/[\s().-]/g, "");
  return E164.exec(compact)?.[1] ?? null;
}

/**
 * The click-to-chat link (spec §2 vehicle action "WhatsApp"): `https://wa.me/{digits}` with the
 * car named in the prefilled text when there is one. Null where the site sets no usable number.
 */
export function whatsappHref(
  number: string | undefined | null,
  car?: { name: string; url: string } | null,
): string | null {
  const digits = whatsappDigits(number);
  if (!digits) return null;
  const text = car ? `Hi, I'm interested in the ${car.name}: ${car.url}` : "Hi, I have a question.";
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
