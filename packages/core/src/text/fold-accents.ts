/**
 * Text with its accents folded away, lower case: "Škoda" -> "skoda", "Citroën" -> "citroen".
 * Searches compare folded text, so a shopper finds a car whichever way either side spells it.
 * The one fold: slugs, make names and keywords all go through it.
 */
export function foldAccents(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");
}

/**
 * The same fold for the database, as the two arguments of SQL `translate(text, from, to)` over
 * lower-case text: the accented Latin letters of vehicle names (the databases this runs on have
 * no `unaccent` extension). A test keeps it equal to {@link foldAccents} letter by letter.
 */
export const ACCENT_FOLD_FROM = "áàâäãåāăąçćčďéèêëēėęěíìîïīįľĺñńňóòôöõōőŕřśšşťúùûüūůűųýÿźżž";
export const ACCENT_FOLD_TO = "aaaaaaaaacccdeeeeeeeeiiiiiillnnnooooooorrssstuuuuuuuuyyzzz";
