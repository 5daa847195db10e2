/**
 * A noun as written inside a sentence: lower case ("Reserve this car"), except an
 * abbreviation, which keeps its capitals ("Reserve this RV", "71 RVs", "SUV").
 */
export function inSentence(word: string): string {
  return /^[A-Z0-9]{2,}s?$/.test(word) ? word : word.toLowerCase();
}
