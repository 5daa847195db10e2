/** "Mercedes Benz" -> "mercedes-benz", "Škoda" -> "skoda": the URL form of a make or model name. */
export function makeSlug(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
