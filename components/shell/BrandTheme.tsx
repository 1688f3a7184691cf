"use client";

import { useEffect } from "react";
import { followTheme } from "@/lib/theme/apply";
import { rememberBrand } from "./remembered-brand";
import { useBrand } from "./use-brand";

/** Applies the portal's branding to the console's CSS variables, following light and dark mode. Renders nothing. */
export function BrandTheme() {
  const brand = useBrand();
  useEffect(() => followTheme(document.documentElement, brand), [brand]);
  useEffect(() => {
    if (brand) rememberBrand(brand);
  }, [brand]);
  return null;
}
