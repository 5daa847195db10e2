/** Approximate advance width of text in DejaVu Sans (Bold), in px, good to a few percent. */
export function textWidth(text: string, size: number, bold = true): number {
  let em = 0;
  for (const ch of text) {
    if (" ".includes(ch)) em += 0.33;
    else if ("iljtfI.,:;'!|".includes(ch)) em += 0.36;
    else if ("r()[]-".includes(ch)) em += 0.47;
    else if ("mwMW".includes(ch)) em += 1.0;
    else if (/[A-Z]/.test(ch)) em += 0.76;
    else if (/[0-9]/.test(ch)) em += 0.7;
    else em += 0.66;
  }
  return em * size * (bold ? 1.04 : 0.94);
}

/** Largest font size (<= max) at which text fits in width. */
export function fitFont(text: string, width: number, max: number, min = 10): number {
  const w = textWidth(text, 100);
  return Math.max(min, Math.min(max, Math.floor((width / w) * 100)));
}
