"use client";

import { useEffect, type RefObject } from "react";
import { UI_ATTRIBUTE } from "./mark-scanner";

/** From this width the panel sits beside the page (Tailwind's `2xl`); the frame's top bar needs the width below it. */
const BESIDE = "(min-width: 96rem)";
const BELOW = "--translate-panel-below";

/**
 * The page makes room for translate mode's panel while it is open, so that nothing of it hides under the panel: beside
 * the page the page narrows by the panel's width; below it the frame (`h-dvh`) gets shorter by the panel's height.
 * Measured, so the room follows the panel's size; all undone when the panel closes or the mode ends.
 */
export function usePanelRoom(panel: RefObject<HTMLElement | null>, open: boolean) {
  useEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    const root = document.documentElement;
    const style = document.createElement("style");
    style.setAttribute(UI_ATTRIBUTE, "");
    style.textContent = `.h-dvh { height: calc(100dvh - var(${BELOW}, 0px)); }`;
    document.head.append(style);
    const beside = window.matchMedia(BESIDE);
    const apply = () => {
      const { width, height } = element.getBoundingClientRect();
      document.body.style.paddingRight = beside.matches ? `${width}px` : "";
      if (beside.matches) root.style.removeProperty(BELOW);
      else root.style.setProperty(BELOW, `${height}px`);
    };
    const observer = new ResizeObserver(apply);
    observer.observe(element);
    beside.addEventListener("change", apply);
    apply();
    return () => {
      observer.disconnect();
      beside.removeEventListener("change", apply);
      style.remove();
      document.body.style.paddingRight = "";
      root.style.removeProperty(BELOW);
    };
  }, [panel, open]);
}
