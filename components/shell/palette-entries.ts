import "server-only";
import { getTranslations } from "next-intl/server";
import type { OperationId } from "@/lib/portal/operations";
import type { NavLabel } from "./nav";
import { CONSOLE_PAGE_LIST } from "./pages";

/** A page as the command palette offers it, in the reader's language. */
export interface PalettePage {
  href: string;
  title: string;
  /** The sidebar area's name, the second line of a hit. */
  area: string;
  /** The sidebar area it belongs to: a page of an area the sidebar does not offer is not offered either. */
  areaKey: NavLabel;
  reads?: readonly OperationId[];
  actions: PaletteAction[];
}

export interface PaletteAction {
  /** The page's control's own text: what the palette shows and presses. */
  label: string;
  op?: OperationId;
  keywords: readonly string[];
  /** Where the control is, when not on the page's first view. */
  href?: string;
}

/**
 * The console's pages with their titles and actions in the request's language, for the command palette: worked out
 * with the frame's render (a few kB of text), so that the palette finds a page by the title its heading shows without
 * every area's messages in the browser.
 */
export async function palettePages(): Promise<PalettePage[]> {
  const t = (await getTranslations()) as unknown as (key: string) => string;
  return CONSOLE_PAGE_LIST.map((page) => ({
    href: page.href,
    title: t(page.title),
    area: t(`shell.nav.${page.area}`),
    areaKey: page.area,
    ...(page.reads ? { reads: page.reads } : {}),
    actions: (page.actions ?? []).map((action) => ({
      label: t(action.label),
      ...(action.op ? { op: action.op } : {}),
      keywords: action.keywords ?? [],
      ...(action.href ? { href: action.href } : {}),
    })),
  }));
}
