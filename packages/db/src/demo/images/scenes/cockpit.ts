import type { Paint } from "../paint.ts";
import { line, n, path, rect } from "../svg.ts";

export function cockpit(p: Paint, rand: () => number): string {
  const W = 1200;
  let s = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6b9fd4"/><stop offset="1" stop-color="#dcebf4"/></linearGradient>
<linearGradient id="dash" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a3d42"/><stop offset=".25" stop-color="#1f2124"/><stop offset="1" stop-color="#121315"/></linearGradient>
<radialGradient id="scr" cx=".3" cy=".3" r=".9"><stop offset="0" stop-color="#2d6aa0"/><stop offset="1" stop-color="#0b1a2b"/></radialGradient></defs>`;
  s += rect(0, 0, W, 420, 0, "url(#sky)");
  s += path(
    `M0,300 Q300,${n(250 + rand() * 40)} 600,290 Q900,${n(250 + rand() * 40)} 1200,300 L1200,420 L0,420 Z`,
    "#7f9a7c",
  );
  s += path(`M540,300 L660,300 L1100,460 L100,460 Z`, "#5e6064");
  s += line(`M600,304 L600,330 M600,350 L600,390 M600,410 L600,460`, "#f1efe6", 6);
  // Windscreen frame: headliner, A-pillars, mirror.
  s += path(`M0,0 L1200,0 L1200,70 Q600,20 0,70 Z`, "#2a2c30");
  s += path(`M0,0 L150,0 L40,460 L0,460 Z`, "#222428");
  s += path(`M1200,0 L1050,0 L1160,460 L1200,460 Z`, "#222428");
  s += rect(540, 50, 120, 42, 12, "#1b1c1f") + rect(550, 58, 100, 26, 8, "#7d93a8", `opacity=".8"`);
  // Dashboard.
  s += path(`M0,430 Q600,330 1200,430 L1200,800 L0,800 Z`, "url(#dash)");
  s += path(`M0,520 Q600,440 1200,520 L1200,536 Q600,456 0,536 Z`, p.body, `opacity=".9"`);
  s += rect(486, 470, 228, 136, 14, "#0a0b0c") + rect(496, 480, 208, 116, 8, "url(#scr)");
  s += line(`M516,510 L640,510 M516,536 L600,536 M516,562 L660,562`, "#9fd0ff", 6, `opacity=".6"`);
  for (const x of [360, 770]) {
    s += rect(x, 474, 90, 50, 12, "#2e3135");
    s += line(
      `M${x + 10},486 L${x + 80},486 M${x + 10},498 L${x + 80},498 M${x + 10},510 L${x + 80},510`,
      "#15161a",
      4,
    );
  }
  // Instrument cluster and steering wheel (right-hand drive).
  s += rect(760, 420, 220, 90, 20, "#0c0d0f");
  s += `<circle cx="820" cy="466" r="30" fill="none" stroke="#ff9a3c" stroke-width="4" opacity=".85"/><circle cx="920" cy="466" r="30" fill="none" stroke="#7fc4ff" stroke-width="4" opacity=".85"/>`;
  s += `<circle cx="870" cy="660" r="200" fill="none" stroke="#131416" stroke-width="40"/>`;
  s += path(`M690,640 Q870,600 1050,640 L1040,690 Q870,660 700,690 Z`, "#1b1c1f");
  s += path(`M840,680 L900,680 L920,800 L820,800 Z`, "#1b1c1f");
  s += `<circle cx="870" cy="660" r="56" fill="#25272b"/><ellipse cx="870" cy="660" rx="26" ry="16" fill="url(#chr)"/>`;
  // Centre console and seat edges.
  s += path(`M470,800 L520,640 L680,640 L730,800 Z`, "#1a1b1e");
  s +=
    rect(578, 680, 44, 70, 14, "#2e3135") + `<circle cx="600" cy="684" r="16" fill="url(#chr)"/>`;
  s += path(`M0,700 Q140,640 300,700 L300,800 L0,800 Z`, "#2a2b2f");
  s += line(`M20,720 Q140,668 280,720`, p.body, 4, `opacity=".8"`);
  return s;
}
