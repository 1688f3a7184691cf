import { NAV } from "../../components/shell/nav";

/** Every sidebar page and sub-page, plus the sub-pages reached from a page rather than from the sidebar. */
export const CONSOLE_PAGES: readonly string[] = [
  ...new Set([
    ...NAV.flatMap((item) => [item.href, ...(item.children ?? []).map((c) => c.href)]),
    "/clusters/new",
    "/clusters/projects",
    "/infrastructure/projects",
    "/infrastructure/servers",
    "/infrastructure/volumes",
    "/infrastructure/volume-types",
    "/infrastructure/networks",
    "/infrastructure/load-balancers",
    "/infrastructure/domains",
    "/infrastructure/availability-zones",
  ]),
];

/** Detail pages: the list page to start from and the shape of the links that open one record. */
export const DETAIL_PAGES: readonly { from: string; link: RegExp }[] = [
  { from: "/ai/keys", link: /^\/ai\/keys\/[^/?]+$/ },
  { from: "/ai/projects", link: /^\/ai\/projects\/[^/?]+$/ },
  { from: "/backups", link: /^\/backups\/(?!protection|policies)[^/?]+$/ },
  { from: "/clusters", link: /^\/clusters\/(?!projects|new)[^/?]+\/[^/?]+$/ },
  { from: "/clusters/projects", link: /^\/clusters\/projects\/[^/?]+$/ },
  { from: "/infrastructure/projects", link: /^\/infrastructure\/projects\/[^/?]+$/ },
  { from: "/access", link: /^\/access\/profiles\/[^/?]+$/ },
  { from: "/tasks", link: /^\/tasks\/[^/?]+$/ },
  { from: "/dashboards", link: /^\/dashboards\/[^/?]+$/ },
  { from: "/translations", link: /^\/translations\/[^/?]+$/ },
  { from: "/translations/de", link: /^\/translations\/[^/?]+\/glossary$/ },
];
