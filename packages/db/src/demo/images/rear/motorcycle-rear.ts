import { RED, TYRE } from "../paint.ts";
import { line, path, rect } from "../svg.ts";
import type { RearModel } from "./rear-model.ts";

export const motorcycleRear: RearModel = {
  width: 300,
  height: 500,
  draw: (p) =>
    rect(-34, -220, 68, 220, 30, TYRE) +
    path(`M-44,-250 Q0,-290 44,-250 L40,-200 L-40,-200 Z`, "url(#bd)") +
    rect(-30, -276, 60, 18, 6, RED) +
    rect(-50, -300, 100, 28, 12, "#1b1c1f") +
    path(
      `M-90,-360 Q0,-420 90,-360 L70,-300 L-70,-300 Z`,
      "url(#bd)",
      `stroke="${p.line}" stroke-width="2"`,
    ) +
    line(`M-150,-420 L-60,-400 M150,-420 L60,-400`, "#1b1c1f", 12) +
    line(`M-130,-420 L-150,-480 M130,-420 L150,-480`, "#6f767d", 4) +
    `<ellipse cx="-152" cy="-486" rx="22" ry="12" fill="#1b1c1f"/><ellipse cx="152" cy="-486" rx="22" ry="12" fill="#1b1c1f"/>` +
    rect(-22, -236, 44, 24, 4, "#f3f4f2", `stroke="#40444a" stroke-width="2"`) +
    path(`M50,-200 L110,-240 L124,-220 L66,-176 Z`, "url(#chr)") +
    rect(-90, -260, 20, 12, 4, "#f2b233") +
    rect(70, -260, 20, 12, 4, "#f2b233"),
};
