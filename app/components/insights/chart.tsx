// One Insights chart (issue 16, ADR 073): a <figure> with its title and description, a legend, the
// SVG drawn on the server (readable without JavaScript) and a visually hidden table of the same
// numbers with their totals. Series differ by pattern as well as colour (solid, stripes, dots).
import { formatSummaryUsd } from "#core/format/money";
import {
  columnLayout,
  rowLayout,
  seriesTotals,
  type Bar,
  type ChartGroup,
  type ColumnLayout,
  type RowLayout,
} from "#core/insights/geometry";

export interface ChartProps {
  /** Unique on the page: the figure's data-chart, and the prefix of its element ids. */
  id: string;
  title: string;
  description: string;
  /** The series' names, in the order of each group's values. */
  series: string[];
  /** What a group is, as the table's first column heading ("Month", "Provider"). */
  groupHeading: string;
  groups: ChartGroup[];
  /** Columns for a time series, rows for named groups. */
  kind: "columns" | "rows";
  /** A note under the chart (what is left out, where amounts come from). */
  note?: React.ReactNode;
}

const SERIES_CLASSES = ["fill-brand-700", "fill-attention", "fill-success"];
/** The first series is solid; the others are their pattern (a class would override the fill attribute). */
const paint = (id: string, series: number) =>
  series === 0 ? { className: SERIES_CLASSES[0] } : { fill: `url(#${id}-pattern-${series})` };
const money = (cents: number | null) => formatSummaryUsd(cents, { unit: "cents" });

/** Stripes and dots on the second and third series' colours. */
function Patterns({ id }: { id: string }) {
  return (
    <defs>
      <pattern
        id={`${id}-pattern-1`}
        width="6"
        height="6"
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(45)"
      >
        <rect width="6" height="6" className={SERIES_CLASSES[1]} />
        <rect width="2" height="6" fill="#ffffff" />
      </pattern>
      <pattern id={`${id}-pattern-2`} width="6" height="6" patternUnits="userSpaceOnUse">
        <rect width="6" height="6" className={SERIES_CLASSES[2]} />
        <circle cx="3" cy="3" r="1.4" fill="#ffffff" />
      </pattern>
    </defs>
  );
}

type Drawn<L> = Pick<ChartProps, "id" | "groups" | "series"> & { layout: L };

function BarRect({ id, bar, groups, series }: Omit<Drawn<never>, "layout"> & { bar: Bar }) {
  return (
    <rect
      data-bar=""
      data-group={groups[bar.group].label}
      data-series={series[bar.series]}
      data-value={bar.value}
      x={`${bar.xPercent}%`}
      width={`${bar.widthPercent}%`}
      y={bar.y}
      height={bar.height}
      {...paint(id, bar.series)}
    >
      <title>{`${groups[bar.group].label}, ${series[bar.series]}: ${money(bar.value)}`}</title>
    </rect>
  );
}

const PLOT_TOP = 10;
const PLOT_HEIGHT = 180;
const AXIS_SPACE = 38;
const COLUMNS_HEIGHT = PLOT_TOP + PLOT_HEIGHT + AXIS_SPACE;
/** The gridlines' amounts sit in their own narrow SVG left of the plot, so no bar covers them. */
const AXIS_WIDTH = 52;

function AmountAxis({ layout }: { layout: ColumnLayout }) {
  return (
    <svg aria-hidden="true" width={AXIS_WIDTH} height={COLUMNS_HEIGHT} className="block shrink-0">
      {layout.gridlines.map((line) => (
        <text
          key={line.value}
          x={AXIS_WIDTH - 6}
          y={PLOT_TOP + line.y + 4}
          fontSize="11"
          textAnchor="end"
          className="fill-ink-muted"
        >
          {money(line.value)}
        </text>
      ))}
    </svg>
  );
}

function Columns({ id, groups, series, layout }: Drawn<ColumnLayout>) {
  return (
    <>
      <g transform={`translate(0 ${PLOT_TOP})`}>
        {layout.gridlines.map((line) => (
          <line key={line.value} x1="0" x2="100%" y1={line.y} y2={line.y} className="stroke-line-strong" />
        ))}
        {layout.bars.map((bar) => (
          <BarRect key={`${bar.group}-${bar.series}`} id={id} bar={bar} groups={groups} series={series} />
        ))}
      </g>
      {groups.map((group, i) => {
        // "Jan 2026": the month under its columns, the year under the first month and each January.
        const [month, year] = group.label.split(" ");
        const newYear = i === 0 || groups[i - 1].label.split(" ")[1] !== year;
        const x = `${layout.labelCenters[i]}%`;
        return (
          <text
            key={group.label}
            x={x}
            y={PLOT_TOP + PLOT_HEIGHT + 15}
            fontSize="11"
            textAnchor="middle"
            className="fill-ink-muted"
          >
            {month}
            {newYear && year ? (
              <tspan x={x} dy="14">
                {year}
              </tspan>
            ) : null}
          </text>
        );
      })}
    </>
  );
}

const ROWS = { labelHeight: 22, barHeight: 14, barGap: 3, groupGap: 12, barSpan: 72 };
const shortLabel = (label: string) => (label.length > 34 ? `${label.slice(0, 33)}…` : label);
const rowText = (y: number) => ({ y: y + ROWS.barHeight - 3, fontSize: "11", className: "fill-ink-muted" });

function Rows({ id, groups, series, layout }: Drawn<RowLayout>) {
  return (
    <>
      {groups.map((group, i) => (
        <text key={`label-${i}`} x="0" y={layout.labelYs[i]} fontSize="13" className="fill-ink">
          {shortLabel(group.label)}
        </text>
      ))}
      {layout.bars.map((bar) => (
        <g key={`${bar.group}-${bar.series}`}>
          <BarRect id={id} bar={bar} groups={groups} series={series} />
          <text x={`${bar.widthPercent + 1}%`} {...rowText(bar.y)}>
            {money(bar.value)}
          </text>
        </g>
      ))}
      {layout.unknown.map((slot) => (
        <text key={`unknown-${slot.group}-${slot.series}`} x="0" {...rowText(slot.y)}>
          {`${series[slot.series]}: not on your bills`}
        </text>
      ))}
    </>
  );
}

function Legend({ id, series }: { id: string; series: string[] }) {
  return (
    <ul className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted" aria-hidden="true">
      {series.map((name, i) => (
        <li key={name} className="flex items-center gap-1.5">
          <svg width="14" height="14">
            <rect width="14" height="14" {...paint(id, i)} />
          </svg>
          {name}
        </li>
      ))}
    </ul>
  );
}

function DataTable({ id, title, series, groupHeading, groups }: Omit<ChartProps, "kind" | "description">) {
  const totals = seriesTotals(groups, series.length);
  return (
    // A table ignores sr-only's 1 px width; the wrapper keeps it from widening the page.
    <div className="sr-only">
      <table data-chart-table={id}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{groupHeading}</th>
            {series.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {groups.map((group, i) => (
            <tr key={`${group.label}-${i}`}>
              <th scope="row">{group.label}</th>
              {series.map((name, s) => (
                <td key={name} data-cents={group.values[s] ?? ""}>
                  {money(group.values[s] ?? null)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            {totals.map((total, s) => (
              <td key={series[s]} data-total-cents={total ?? ""}>
                {money(total)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export function Chart(props: ChartProps) {
  const { id, title, description, series, groups, kind, note } = props;
  const columns =
    kind === "columns" ? columnLayout(groups, series.length, { plotHeight: PLOT_HEIGHT }) : null;
  const rows = columns ? null : rowLayout(groups, series.length, ROWS);
  const drawn = { id, groups, series };
  const plot = {
    role: "img",
    "aria-labelledby": `${id}-title`,
    "aria-describedby": `${id}-description`,
    width: "100%",
  };
  return (
    <figure className="min-w-0" data-chart={id} aria-labelledby={`${id}-title`}>
      <figcaption>
        <h3 id={`${id}-title`} className="text-base font-semibold text-ink">
          {title}
        </h3>
        <p id={`${id}-description`} className="mb-2 text-sm text-ink-muted">
          {description}
        </p>
      </figcaption>
      {series.length > 1 ? <Legend id={id} series={series} /> : null}
      {columns ? (
        <div className="flex">
          <AmountAxis layout={columns} />
          <svg {...plot} height={COLUMNS_HEIGHT} className="block min-w-0 flex-1 overflow-visible">
            <Patterns id={id} />
            <Columns {...drawn} layout={columns} />
          </svg>
        </div>
      ) : null}
      {rows ? (
        <svg {...plot} height={rows.height + 4} className="block overflow-visible">
          <Patterns id={id} />
          <Rows {...drawn} layout={rows} />
        </svg>
      ) : null}
      {note ? <p className="mt-2 text-sm text-ink-muted">{note}</p> : null}
      <DataTable {...props} />
    </figure>
  );
}
