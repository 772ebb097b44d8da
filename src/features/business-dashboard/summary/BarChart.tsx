// A bar chart drawn as SVG in the brand colour: columns (one per week) or horizontal bars (one per
// posting, status or region). The picture is described by its title; 'Ver datos' shows the same
// figures as a table for anyone who cannot or prefers not to read the picture.
import { useId, useState } from 'react';
import { barPercent, type Bar } from './summary-data.ts';

interface BarChartProps {
  readonly title: string;
  readonly bars: readonly Bar[];
  readonly columns?: boolean;
  /** The table's header of the label column ('Semana', 'Publicación', 'Región'…). */
  readonly labelHeader: string;
  readonly valueHeader: string;
}

const ROW = 30;
const WIDTH = 480;
const LABEL_END = 210; // where the labels of horizontal bars end and the bars begin

export function BarChart({ title, bars, columns = false, labelHeader, valueHeader }: BarChartProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const total = bars.reduce((sum, bar) => sum + bar.value, 0);
  return (
    <section className="bd-card bd-chart" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="bd-chart-title">
        {title}
      </h2>
      {columns ? <Columns bars={bars} label={title} /> : <Rows bars={bars} label={title} />}
      <button
        type="button"
        className="btn btn-outline bd-btn-small"
        aria-expanded={open}
        aria-controls={`${id}-data`}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Ocultar datos' : 'Ver datos'}
      </button>
      <div id={`${id}-data`} hidden={!open}>
        <table className="bd-chart-table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              <th scope="col">{valueHeader}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.label}>
                <th scope="row">{bar.label}</th>
                <td>{bar.value}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td>{total}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

function Columns({ bars, label }: { bars: readonly Bar[]; label: string }) {
  const slot = 600 / Math.max(1, bars.length);
  return (
    <svg className="bd-chart-svg" viewBox="0 0 600 240" role="img" aria-label={label}>
      {bars.map((bar, index) => {
        const height = (barPercent(bar.value, bars) / 100) * 170;
        const middle = index * slot + slot / 2;
        return (
          <g key={bar.label}>
            <rect
              className="bd-chart-bar"
              x={index * slot + slot * 0.18}
              y={205 - height}
              width={slot * 0.64}
              height={height}
              rx={3}
            />
            <text className="bd-chart-value" x={middle} y={198 - height} textAnchor="middle">
              {bar.value}
            </text>
            <text className="bd-chart-label" x={middle} y={228} textAnchor="middle">
              {bar.label}
            </text>
          </g>
        );
      })}
      <line className="bd-chart-axis" x1={0} x2={600} y1={205} y2={205} />
    </svg>
  );
}

function Rows({ bars, label }: { bars: readonly Bar[]; label: string }) {
  const height = Math.max(1, bars.length) * ROW;
  return (
    <svg className="bd-chart-svg bd-chart-rows" viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={label}>
      {bars.map((bar, index) => {
        const y = index * ROW;
        const room = WIDTH - LABEL_END - 40;
        const width = (barPercent(bar.value, bars) / 100) * room;
        const text = bar.label.length > 26 ? `${bar.label.slice(0, 25)}…` : bar.label;
        return (
          <g key={bar.label}>
            <text
              className="bd-chart-label"
              x={LABEL_END - 8}
              y={y + ROW / 2}
              textAnchor="end"
              dominantBaseline="middle"
            >
              {text}
            </text>
            <rect
              className="bd-chart-bar"
              x={LABEL_END}
              y={y + 6}
              width={Math.max(width, bar.value > 0 ? 2 : 0)}
              height={ROW - 12}
              rx={3}
            />
            <text className="bd-chart-value" x={LABEL_END + width + 6} y={y + ROW / 2} dominantBaseline="middle">
              {bar.value}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
