import NextLink from "next/link";

export interface UsageListProps {
  items: readonly string[];
  /** Shown when nothing uses it. */
  none: string;
  /** Makes each user a link (clusters). */
  href?: (item: string) => string;
}

/** What uses a credential, as a compact list of names. */
export function UsageList({ items, none, href }: UsageListProps) {
  if (items.length === 0) return <span className="text-muted">{none}</span>;
  return (
    <ul className="flex flex-wrap gap-1">
      {items.map((item) => (
        <li key={item} className="rounded border border-line bg-raised px-1.5 py-px font-mono text-xs">
          {href ? (
            <NextLink
              href={href(item)}
              onClick={(event) => event.stopPropagation()}
              className="hover:text-accent hover:underline"
            >
              {item}
            </NextLink>
          ) : (
            item
          )}
        </li>
      ))}
    </ul>
  );
}
