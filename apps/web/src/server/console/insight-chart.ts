import "server-only";
import { BarChart, LineChart } from "echarts/charts";
import { GridComponent, LegendComponent, MarkLineComponent } from "echarts/components";
import { init, use as registerParts } from "echarts/core";
import { SVGRenderer } from "echarts/renderers";

// Server-side rendering to an SVG string (docs/decisions/0025): no chart code reaches a browser.
registerParts([
  LineChart,
  BarChart,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  SVGRenderer,
]);

export type ChartSeries = { name: string; kind: "line" | "bar"; data: readonly number[] };
export type ChartLine = { label: string; value: number; colour: string };

export type ChartInput = {
  categories: readonly string[];
  series: readonly ChartSeries[];
  /** Horizontal reference lines (the Core Web Vitals thresholds). */
  lines?: readonly ChartLine[];
  height?: number;
};

/** Colours that keep 3:1 against white and apart from each other. */
const PALETTE = ["#1d4ed8", "#b45309", "#047857", "#7c3aed", "#be123c"];
const WIDTH = 720;

/**
 * A line or bar chart as an SVG string, sized by its viewBox so it fits any width. The SVG is
 * hidden from assistive technology: the page labels the figure and gives a table of the same
 * numbers beside it.
 */
export function chartSvg({ categories, series, lines = [], height = 280 }: ChartInput): string {
  const chart = init(null, null, { renderer: "svg", ssr: true, width: WIDTH, height });
  try {
    chart.setOption({
      animation: false,
      color: PALETTE,
      textStyle: { color: "#1e293b", fontSize: 13 },
      grid: { left: 56, right: 24, top: 40, bottom: 36 },
      legend: { top: 4, textStyle: { color: "#1e293b" } },
      xAxis: { type: "category", data: [...categories], axisLabel: { color: "#334155" } },
      yAxis: { type: "value", axisLabel: { color: "#334155" } },
      series: series.map((one, index) => ({
        name: one.name,
        type: one.kind,
        data: [...one.data],
        showSymbol: categories.length <= 31,
        ...(index === 0 && lines.length > 0
          ? {
              markLine: {
                symbol: "none",
                silent: true,
                data: lines.map((line) => ({
                  yAxis: line.value,
                  name: line.label,
                  lineStyle: { color: line.colour, type: "dashed", width: 1.5 },
                  label: { formatter: line.label, color: "#1e293b", position: "insideEndTop" },
                })),
              },
            }
          : {}),
      })),
    });
    return chart
      .renderToSVGString({ useViewBox: true })
      .replace(/^<svg width="\d+" height="\d+"/, '<svg aria-hidden="true" focusable="false"');
  } finally {
    chart.dispose();
  }
}
