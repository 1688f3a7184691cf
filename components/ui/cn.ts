import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. There is no tailwind-merge in the stack, so a caller's `className` adds utilities (margins,
 * widths) rather than overriding the component's own colours or paddings.
 */
export function cn(...values: ClassValue[]): string {
  return clsx(values);
}
