"use client";

import { ApiError } from "./error";

/**
 * Reads answered in an unexpected shape that a place on the page already names (its error view). The page's
 * fallback notice (`UnshownShapeNotices`) names the others, so a read no view shows (a name lookup, a form's
 * defaults) is still named, and none twice.
 */
const shown = new WeakSet<ApiError>();
const listeners = new Set<() => void>();

export const isShapeError = (error: unknown): error is ApiError & { operation: NonNullable<ApiError["operation"]> } =>
  error instanceof ApiError && error.code === "unexpected_shape" && error.operation !== undefined;

/** Called by an error view that names the error. */
export function markShapeErrorShown(error: unknown): void {
  if (!isShapeError(error) || shown.has(error)) return;
  shown.add(error);
  listeners.forEach((listener) => listener());
}

export const isShapeErrorShown = (error: ApiError) => shown.has(error);

export function onShapeErrorShown(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
