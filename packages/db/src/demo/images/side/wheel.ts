import { TYRE } from "../paint.ts";
import { line, n, path } from "../svg.ts";
import type { Wheel } from "./side-model.ts";

export function wheel(w: Wheel, spin: number, far = false): string {
  const { x, r, style } = w;
  const cy = -r;
  const parts: string[] = [];
  if (style === "moto") {
    parts.push(
      `<circle cx="${x}" cy="${cy}" r="${n(r * 0.89)}" fill="none" stroke="${TYRE}" stroke-width="${n(r * 0.22)}"/>`,
    );
    parts.push(
      `<circle cx="${x}" cy="${cy}" r="${n(r * 0.76)}" fill="none" stroke="#2c2e32" stroke-width="${n(r * 0.06)}"/>`,
    );
    for (let i = 0; i < 5; i++) {
      const a = ((spin + i * 72) * Math.PI) / 180;
      parts.push(
        line(
          `M${x},${cy} L${n(x + Math.cos(a) * r * 0.74)},${n(cy + Math.sin(a) * r * 0.74)}`,
          "#34373c",
          r * 0.08,
        ),
      );
    }
    parts.push(
      `<circle cx="${x}" cy="${cy}" r="${n(r * 0.42)}" fill="none" stroke="#a9afb5" stroke-width="${n(r * 0.06)}"/>`,
    );
    parts.push(`<circle cx="${x}" cy="${cy}" r="${n(r * 0.12)}" fill="url(#chr)"/>`);
  } else {
    const rimR =
      style === "offroad" ? 0.56 : style === "trailer" ? 0.55 : style === "truck" ? 0.58 : 0.64;
    const rimFill = style === "offroad" ? "#2e3135" : "url(#rim)";
    parts.push(`<circle cx="${x}" cy="${cy}" r="${r}" fill="${TYRE}"/>`);
    if (style === "offroad") {
      parts.push(
        `<circle cx="${x}" cy="${cy}" r="${n(r * 0.95)}" fill="none" stroke="#0b0b0c" stroke-width="${n(r * 0.1)}" stroke-dasharray="${n(r * 0.16)} ${n(r * 0.12)}"/>`,
      );
    }
    parts.push(
      `<circle cx="${x}" cy="${cy}" r="${n(r * 0.86)}" fill="none" stroke="#2b2d31" stroke-width="${n(r * 0.03)}"/>`,
    );
    parts.push(`<circle cx="${x}" cy="${cy}" r="${n(r * rimR)}" fill="${rimFill}"/>`);
    if (style === "car" || style === "offroad") {
      const spokes = style === "car" ? 5 : 6;
      const spokeColour = style === "car" ? "#5d646b" : "#16181b";
      for (let i = 0; i < spokes; i++) {
        const a = ((spin + (i * 360) / spokes) * Math.PI) / 180;
        const a2 = a + 0.28;
        parts.push(
          path(
            `M${n(x + Math.cos(a) * r * 0.2)},${n(cy + Math.sin(a) * r * 0.2)} L${n(x + Math.cos(a) * r * rimR * 0.93)},${n(cy + Math.sin(a) * r * rimR * 0.93)} L${n(x + Math.cos(a2) * r * rimR * 0.93)},${n(cy + Math.sin(a2) * r * rimR * 0.93)} Z`,
            spokeColour,
            `opacity=".55"`,
          ),
        );
      }
    } else {
      parts.push(
        `<circle cx="${x}" cy="${cy}" r="${n(r * rimR * 0.62)}" fill="none" stroke="#7b828a" stroke-width="${n(r * 0.04)}"/>`,
      );
    }
    parts.push(`<circle cx="${x}" cy="${cy}" r="${n(r * 0.15)}" fill="#4b5056"/>`);
    parts.push(`<circle cx="${x}" cy="${cy}" r="${n(r * 0.07)}" fill="#c9ced3"/>`);
  }
  return far
    ? `<g opacity=".9">${parts.join("")}${`<circle cx="${x}" cy="${cy}" r="${r}" fill="#000" opacity=".45"/>`}</g>`
    : parts.join("");
}
