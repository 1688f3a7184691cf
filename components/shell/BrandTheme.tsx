"use client";

import { useEffect } from "react";
import { followPalette, followTheme } from "@/lib/theme/apply";
import { rememberBrand, rememberedPalette } from "./remembered-brand";
import { useBrand } from "./use-brand";

/**
 * Applies the portal's branding to the console's CSS variables, following light and dark mode. Until the theme is
 * known (loading, or the portal cannot be reached) the colours this browser last showed stay. Renders nothing.
 */
export function BrandTheme() {
  const brand = useBrand();
  useEffect(
    () =>
      brand === undefined
        ? followPalette(document.documentElement, rememberedPalette)
        : followTheme(document.documentElement, brand),
    [brand],
  );
  useEffect(() => {
    if (brand) rememberBrand(brand);
  }, [brand]);
  return null;
}
