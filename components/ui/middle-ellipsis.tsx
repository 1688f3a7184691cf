import { cn } from "./cn";

/** Characters kept whole at an identifier's end: enough to tell `…-widget` from `…-webhook`. */
const TAIL = 8;

/**
 * An identifier in a place too narrow for it, shortened in the middle (`support-bot-…-widget`) rather than at the
 * end, so that names sharing a prefix stay tell-apart. Whole when it fits; the whole text is its accessible name and
 * tooltip either way. Only for one-line places that cannot wrap (a palette hit, a picker row); a table gives
 * identifiers their width instead.
 */
export function MiddleEllipsis({ text, className }: { text: string; className?: string }) {
  if (text.length <= TAIL * 2) return <span className={cn("whitespace-nowrap", className)}>{text}</span>;
  const head = text.slice(0, -TAIL);
  const tail = text.slice(-TAIL);
  return (
    <span data-middle-shortened="" title={text} className={cn("flex min-w-0 whitespace-nowrap", className)}>
      <span className="sr-only">{text}</span>
      <span aria-hidden className="min-w-0 truncate">
        {head}
      </span>
      <span aria-hidden className="shrink-0">
        {tail}
      </span>
    </span>
  );
}
