import { describe, expect, it } from "vitest";
import { columnLayout, niceTicks, proportion, rowLayout, seriesTotals, type ChartGroup } from "./geometry";

describe("niceTicks", () => {
  it("steps in 1, 2, 2.5 or 5 times a power of ten up to the first step above the largest value", () => {
    expect(niceTicks(123_400)).toEqual({ max: 150_000, values: [0, 50_000, 100_000, 150_000] });
    expect(niceTicks(80_000)).toEqual({ max: 80_000, values: [0, 20_000, 40_000, 60_000, 80_000] });
    expect(niceTicks(9_000).values).toEqual([0, 2_500, 5_000, 7_500, 10_000]);
  });

  it("never steps by less than a dollar", () => {
    expect(niceTicks(150)).toEqual({ max: 200, values: [0, 100, 200] });
  });

  it("keeps one step on the axis when there is nothing to show", () => {
    expect(niceTicks(0)).toEqual({ max: 100, values: [0, 100] });
    expect(niceTicks(-500)).toEqual({ max: 100, values: [0, 100] });
  });
});

describe("proportion", () => {
  it("is a value's share of the scale, nothing for negatives, at most the whole", () => {
    expect(proportion(50, 200)).toBe(0.25);
    expect(proportion(-5, 200)).toBe(0);
    expect(proportion(300, 200)).toBe(1);
    expect(proportion(5, 0)).toBe(0);
  });
});

const months: ChartGroup[] = [
  { label: "Jan 2026", values: [40_000, 10_000, null] },
  { label: "Feb 2026", values: [20_000, null, 5_000] },
];

describe("columnLayout", () => {
  const layout = columnLayout(months, 3, { plotHeight: 200, groupGap: 0.4 });

  it("draws one bar per known value, none for an unknown one", () => {
    expect(layout.bars.map((b) => [b.group, b.series, b.value])).toEqual([
      [0, 0, 40_000],
      [0, 1, 10_000],
      [1, 0, 20_000],
      [1, 2, 5_000],
    ]);
  });

  it("gives each bar a height in proportion to its value on the nice scale, standing on the baseline", () => {
    expect(layout.ticks.max).toBe(40_000);
    expect(layout.bars.map((b) => b.height)).toEqual([200, 50, 100, 25]);
    for (const bar of layout.bars) expect(bar.y + bar.height).toBe(200);
  });

  it("places groups in equal bands, series side by side, inside 100% of the width", () => {
    // Two bands of 50%: 20% of each is the gap (10% each side), the rest split by three series.
    expect(layout.bars[0]).toMatchObject({ xPercent: 10, widthPercent: 10 });
    expect(layout.bars[1].xPercent).toBe(20);
    expect(layout.bars[3]).toMatchObject({ xPercent: 80, widthPercent: 10 });
    expect(layout.labelCenters).toEqual([25, 75]);
    const right = Math.max(...layout.bars.map((b) => b.xPercent + b.widthPercent));
    expect(right).toBeLessThanOrEqual(100);
  });

  it("puts gridlines from the baseline to the top", () => {
    expect(layout.gridlines[0]).toEqual({ value: 0, y: 200 });
    expect(layout.gridlines.at(-1)).toEqual({ value: 40_000, y: 0 });
  });

  it("draws nothing, on a one-step axis, for no data", () => {
    const empty = columnLayout([], 3, { plotHeight: 200 });
    expect(empty.bars).toEqual([]);
    expect(empty.labelCenters).toEqual([]);
    expect(empty.gridlines.map((g) => g.y)).toEqual([200, 0]);
  });

  it("centres a single group across the whole width", () => {
    const single = columnLayout([{ label: "Mar 2026", values: [1_500] }], 1, {
      plotHeight: 100,
      groupGap: 0.5,
    });
    expect(single.bars).toEqual([
      { group: 0, series: 0, value: 1_500, xPercent: 25, widthPercent: 50, y: 0, height: 100 },
    ]);
    expect(single.labelCenters).toEqual([50]);
  });
});

describe("rowLayout", () => {
  const options = { labelHeight: 20, barHeight: 10, barGap: 2, groupGap: 8, barSpan: 75 };

  it("stacks groups: a label line, then one bar per series, widths in proportion within the span", () => {
    const layout = rowLayout(months, 3, options);
    expect(layout.bars.map((b) => [b.y, b.widthPercent])).toEqual([
      [20, 75],
      [32, 18.75],
      [84, 37.5],
      [108, 9.38],
    ]);
    expect(layout.labelYs).toEqual([14, 78]);
    // Jan's third value and Feb's second are not known: their places are kept for a note.
    expect(layout.unknown).toEqual([
      { group: 0, series: 2, y: 44 },
      { group: 1, series: 1, y: 96 },
    ]);
    expect(layout.height).toBe(2 * (20 + 3 * 12 + 8) - 8);
  });

  it("has no height and no bars for no data", () => {
    expect(rowLayout([], 2, options)).toMatchObject({ bars: [], unknown: [], height: 0, labelYs: [] });
  });
});

describe("seriesTotals", () => {
  it("adds each series' known values; null where none is known", () => {
    expect(seriesTotals(months, 3)).toEqual([60_000, 10_000, 5_000]);
    expect(seriesTotals([{ label: "x", values: [1, null] }], 2)).toEqual([1, null]);
  });
});
