"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ComponentProps } from "react";

/**
 * A link that fetches its page when pointed at or focused, not when it scrolls into view: for the sidebar and the
 * name column of list tables, whose links are many on every page. Prefetching them all as soon as they are visible
 * cost every first load dozens of requests and their parsing on the main thread (measured on the mobile Lighthouse
 * preset: 44 prefetches on the AI keys page), for pages the user mostly never opens. The pointer or the keyboard
 * still gives a head start.
 */
export function HoverPrefetchLink({
  href,
  onPointerEnter,
  onFocus,
  ...props
}: ComponentProps<typeof Link> & { href: string }) {
  const router = useRouter();
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onPointerEnter={(event) => {
        router.prefetch(href);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        router.prefetch(href);
        onFocus?.(event);
      }}
    />
  );
}
