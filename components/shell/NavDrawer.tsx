"use client";

import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, type RefObject } from "react";
import { Sheet } from "@/components/ui/sheet";
import type { BrandTheme } from "@/lib/theme/theme";
import { BrandMark, NavLinks, moveFocus } from "./Sidebar";

/** Tailwind's `md`: from this width the sidebar is shown and the drawer has no purpose. */
const DESKTOP = "(min-width: 48rem)";

interface NavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  brand: BrandTheme | null | undefined;
  /** The top bar's menu button, which gets focus back when the drawer closes. */
  menuButton: RefObject<HTMLButtonElement | null>;
}

/** The sidebar's links in a modal drawer for narrow screens; closes on navigation, Escape and a wider window. */
export function NavDrawer({ open, onOpenChange, brand, menuButton }: NavDrawerProps) {
  const t = useTranslations("shell");
  const pathname = usePathname();
  const shownPath = useRef(pathname);

  // Back and forward (or a link elsewhere on the page) change the page without a click in the drawer.
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    onOpenChange(false);
  }, [pathname, onOpenChange]);

  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP);
    const close = () => desktop.matches && onOpenChange(false);
    desktop.addEventListener("change", close);
    return () => desktop.removeEventListener("change", close);
  }, [onOpenChange]);

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      side="left"
      title={<BrandMark brand={brand} />}
      size="xs"
      bodyClassName="flex flex-col"
      returnFocusTo={menuButton}
    >
      <nav aria-label={t("nav.label")} onKeyDown={moveFocus} className="flex min-h-0 flex-1 flex-col">
        <NavLinks collapsed={false} onNavigate={() => onOpenChange(false)} />
      </nav>
    </Sheet>
  );
}
