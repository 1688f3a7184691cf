/**
 * A small line of a series' shape beside a headline number: plain SVG (no chart library), decorative only, as the
 * number and its change carry the meaning. Gaps (null) break the line.
 */
export function Sparkline({ values, className }: { values: readonly (number | null)[]; className?: string }) {
  const known = values.filter((v): v is number => v !== null);
  if (known.length < 2) return null;
  const min = Math.min(...known);
  const max = Math.max(...known);
  const span = max - min || 1;
  const step = 100 / Math.max(values.length - 1, 1);
  const segments: string[] = [];
  let open = false;
  values.forEach((value, i) => {
    if (value === null) {
      open = false;
      return;
    }
    const point = `${(i * step).toFixed(2)},${(28 - ((value - min) / span) * 26 - 1).toFixed(2)}`;
    segments.push(`${open ? "L" : "M"}${point}`);
    open = true;
  });
  return (
    <svg aria-hidden viewBox="0 0 100 28" preserveAspectRatio="none" className={className} data-testid="sparkline">
      <path
        d={segments.join(" ")}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
