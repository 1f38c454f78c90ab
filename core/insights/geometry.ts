// The Insights charts' geometry (issue 16, ADR 073): pure numbers, no drawing. A chart is a set of
// groups (a month, a provider) with one value per series (billed, paid, …), in cents. Columns run
// up a fixed-height plot whose horizontal positions are percentages of the chart's width; rows run
// across, their widths in percentages too. Percentages let the SVG stretch to any screen width
// while its text keeps its size (no viewBox scaling that shrinks labels on a phone).

export interface ChartGroup {
  /** What the group is called on the chart and in its table ("Jan 2026", "City Hospital"). */
  label: string;
  /** One value per series, in cents; null when it is not known (no bar, "—" in the table). */
  values: (number | null)[];
}

export interface Ticks {
  /** The top of the scale: the first nice step at or above the largest value (at least one step). */
  max: number;
  /** From 0 up to max, evenly spaced. */
  values: number[];
}

/** 1, 2, 2.5 or 5 times a power of ten: the step the gridlines use. */
function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * Gridline values for data up to `largest` (cents): about `target` steps of a nice size (whole
 * dollars at least). Nothing to show (0 or below) still answers one step, so bars of 0 sit on a
 * visible axis and nothing divides by zero.
 */
export function niceTicks(largest: number, target = 4): Ticks {
  const minimumStep = 100; // one dollar
  const step = largest > 0 ? Math.max(minimumStep, niceStep(largest / target)) : minimumStep;
  const steps = Math.max(1, Math.ceil(largest / step - 1e-9));
  return { max: step * steps, values: Array.from({ length: steps + 1 }, (_, i) => i * step) };
}

/** The largest known value of any series in any group (0 for none). */
export function largestValue(groups: ChartGroup[]): number {
  return groups.reduce((max, g) => Math.max(max, ...g.values.map((v) => v ?? 0)), 0);
}

/** A value's share of the scale, 0..1; negative amounts draw as nothing. */
export function proportion(value: number, max: number): number {
  if (max <= 0 || value <= 0) return 0;
  return Math.min(1, value / max);
}

/** Rounded to 2 decimals, so the markup stays short and tests compare exact numbers. */
const round = (n: number) => Math.round(n * 100) / 100;

export interface Bar {
  group: number;
  series: number;
  value: number;
  /** Left edge and width, in percent of the plot's width. */
  xPercent: number;
  widthPercent: number;
  /** Top edge and height, in pixels from the plot's top. */
  y: number;
  height: number;
}

export interface ColumnLayout {
  bars: Bar[];
  /** Where each group's label is centred, in percent. */
  labelCenters: number[];
  /** Each gridline's value and its y in pixels. */
  gridlines: { value: number; y: number }[];
  ticks: Ticks;
}

/**
 * Grouped columns: `groups` side by side across 100% of the width, each group's series next to
 * each other, growing up from the baseline at `plotHeight` px. A group takes an equal band;
 * `groupGap` of each band (0..1) is left empty between groups.
 */
export function columnLayout(
  groups: ChartGroup[],
  seriesCount: number,
  options: { plotHeight: number; groupGap?: number },
): ColumnLayout {
  const { plotHeight, groupGap = 0.3 } = options;
  const ticks = niceTicks(largestValue(groups));
  const band = groups.length ? 100 / groups.length : 100;
  const barWidth = (band * (1 - groupGap)) / Math.max(1, seriesCount);
  const bars: Bar[] = [];
  groups.forEach((g, group) => {
    const start = group * band + (band * groupGap) / 2;
    g.values.forEach((value, series) => {
      if (value === null || series >= seriesCount) return;
      const height = round(proportion(value, ticks.max) * plotHeight);
      bars.push({
        group,
        series,
        value,
        xPercent: round(start + series * barWidth),
        widthPercent: round(barWidth),
        y: round(plotHeight - height),
        height,
      });
    });
  });
  return {
    bars,
    labelCenters: groups.map((_, i) => round(i * band + band / 2)),
    gridlines: ticks.values.map((value) => ({
      value,
      y: round(plotHeight - proportion(value, ticks.max) * plotHeight),
    })),
    ticks,
  };
}

export interface RowLayout {
  bars: Bar[];
  /** Where a bar would be for each unknown value, so the chart can say it is not known. */
  unknown: { group: number; series: number; y: number }[];
  /** The y of each group's label (its text baseline), in pixels. */
  labelYs: number[];
  /** The whole chart's height in pixels. */
  height: number;
  ticks: Ticks;
}

/**
 * Grouped rows: each group a label line, then one bar per series, growing right from 0 up to
 * `barSpan` percent of the width (the rest holds the value written after each bar).
 */
export function rowLayout(
  groups: ChartGroup[],
  seriesCount: number,
  options: { labelHeight: number; barHeight: number; barGap: number; groupGap: number; barSpan: number },
): RowLayout {
  const { labelHeight, barHeight, barGap, groupGap, barSpan } = options;
  const ticks = niceTicks(largestValue(groups));
  const groupHeight = labelHeight + seriesCount * (barHeight + barGap) + groupGap;
  const bars: Bar[] = [];
  const unknown: RowLayout["unknown"] = [];
  groups.forEach((g, group) => {
    const top = group * groupHeight + labelHeight;
    g.values.forEach((value, series) => {
      if (series >= seriesCount) return;
      if (value === null) {
        unknown.push({ group, series, y: top + series * (barHeight + barGap) });
        return;
      }
      bars.push({
        group,
        series,
        value,
        xPercent: 0,
        widthPercent: round(proportion(value, ticks.max) * barSpan),
        y: top + series * (barHeight + barGap),
        height: barHeight,
      });
    });
  });
  return {
    bars,
    unknown,
    labelYs: groups.map((_, i) => i * groupHeight + labelHeight - 6),
    height: Math.max(groupHeight * groups.length - groupGap, 0),
    ticks,
  };
}

/** Each series' total over the groups (known values only): the chart's totals, its table's last row. */
export function seriesTotals(groups: ChartGroup[], seriesCount: number): (number | null)[] {
  return Array.from({ length: seriesCount }, (_, s) => {
    const known = groups.map((g) => g.values[s]).filter((v): v is number => v !== null && v !== undefined);
    return known.length ? known.reduce((sum, v) => sum + v, 0) : null;
  });
}
