"use client";

import { useMemo } from "react";
import { isKnownDenied, useDeniedPermissions } from "@/lib/api/permissions";
import { NAV, readableNav, type NavItem } from "./nav";

/** The navigation without the areas the session's token is known not to read (the sidebar's and the palette's). */
export function useReadableNav(): NavItem[] {
  const denied = useDeniedPermissions();
  return useMemo(() => readableNav(NAV, (id) => isKnownDenied(denied, id)), [denied]);
}
