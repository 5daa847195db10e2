import type { CSSProperties } from "react";
import { COLLAPSE_MS } from "@forecourt/core/time/timings";

/**
 * A collapsible section's look: `<details className={COLLAPSIBLE} style={collapseStyle}>` opens
 * and closes its content over core COLLAPSE_MS (§9, 300 ms); globals.css `.collapsible` draws
 * the motion from the --collapse-ms set here, and anything inside may time itself by it too.
 */
export const COLLAPSIBLE = "collapsible";
export const collapseStyle = { "--collapse-ms": `${COLLAPSE_MS}ms` } as CSSProperties;
