import { NAV } from "../../components/shell/nav";
import { ADDRESSABLE_PAGES } from "../../components/shell/pages";

/** Every sidebar page and sub-page, plus every other page the console can open by its address. */
export const CONSOLE_PAGES: readonly string[] = [
  ...new Set([
    ...NAV.flatMap((item) => [item.href, ...(item.children ?? []).map((c) => c.href)]),
    ...ADDRESSABLE_PAGES.map((page) => page.href),
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
  // A language translated from the source: its editor has the most columns (key, source, text, state).
  { from: "/translations", link: /^\/translations\/(?!en$)[^/?]+$/ },
  { from: "/translations/de", link: /^\/translations\/[^/?]+\/glossary$/ },
];
