/**
 * How the command palette matches what was typed against pages and actions: every word typed must appear in the
 * entry's words (its title, its area, an action's keywords), ignoring case and accents, so "ai keys", "keys ai" and
 * "schlussel" find "AI keys" and "KI-Schlüssel". Entries whose title starts with the query come first.
 */
import type { PaletteAction, PalettePage } from "./palette-entries";
import { matchesPage } from "./pages";

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

const wordsOf = (query: string) => fold(query).split(/\s+/).filter(Boolean);

function matches(query: string, ...texts: readonly string[]): boolean {
  const haystack = fold(texts.join(" "));
  return wordsOf(query).every((word) => haystack.includes(word));
}

const startsFirst = <T>(query: string, title: (entry: T) => string) => {
  const start = fold(query.trim());
  return (a: T, b: T) => Number(!fold(title(a)).startsWith(start)) - Number(!fold(title(b)).startsWith(start));
};

/** Pages one can open by address whose title or area holds every word typed (all of them for an empty query). */
export function matchPages(pages: readonly PalettePage[], query: string): PalettePage[] {
  return pages
    .filter((page) => !page.href.includes("[") && matches(query, page.title, page.area))
    .sort(startsFirst(query, (page) => page.title));
}

export interface PageActionHit extends PaletteAction {
  /** Where the control is: the page, or the tab of it that holds the control. */
  target: string;
  page: PalettePage;
}

/**
 * The actions that match: those of every page one can open by address, and those of the page open now when it is a
 * page of one record (the language being edited). Nothing for an empty query: the palette opens on its pages.
 */
export function matchActions(pages: readonly PalettePage[], query: string, pathname: string): PageActionHit[] {
  if (wordsOf(query).length === 0) return [];
  return pages
    .filter((page) => !page.href.includes("[") || matchesPage(page.href, pathname))
    .flatMap((page) =>
      page.actions
        .filter((action) => matches(query, action.label, page.title, ...action.keywords))
        .map((action) => ({
          ...action,
          page,
          target: action.href ?? (page.href.includes("[") ? pathname : page.href),
        })),
    )
    .sort(startsFirst(query, (hit) => hit.label));
}
