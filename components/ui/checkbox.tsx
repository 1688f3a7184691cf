"use client";

import { Switch as SwitchPrimitive } from "radix-ui";
import { useCallback, type ComponentProps, type Ref } from "react";
import { cn } from "./cn";

export interface CheckboxProps extends Omit<
  ComponentProps<"input">,
  "type" | "checked" | "defaultChecked" | "onChange" | "children" | "ref"
> {
  /** "indeterminate": some but not all of what it stands for (a table's "select all"). */
  checked?: boolean | "indeterminate";
  onCheckedChange?: (checked: boolean) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A native checkbox in the console's accent colour; give it a label or an aria-label. Native, not a scripted widget:
 * tables draw one per row, and a native one costs the browser one element and React no effects.
 */
export function Checkbox({ checked = false, onCheckedChange, className, ref, ...rest }: CheckboxProps) {
  const indeterminate = checked === "indeterminate";
  // HTML has no attribute for the mixed state; it is a property of the element.
  const setElement = useCallback(
    (element: HTMLInputElement | null) => {
      if (element) element.indeterminate = indeterminate;
      if (typeof ref === "function") ref(element);
      else if (ref) ref.current = element;
    },
    [indeterminate, ref],
  );
  return (
    <input
      type="checkbox"
      ref={setElement}
      checked={checked === true}
      onChange={(event) => onCheckedChange?.(event.target.checked)}
      className={cn(
        "peer size-4 shrink-0 cursor-pointer accent-accent aria-invalid:outline aria-invalid:outline-bad",
        "disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...rest}
    />
  );
}

export type SwitchProps = Omit<ComponentProps<typeof SwitchPrimitive.Root>, "asChild" | "children">;

/** An on/off switch (role=switch); give it a label or an aria-label. */
export function Switch({ className, ...rest }: SwitchProps) {
  return (
    <SwitchPrimitive.Root
      className={cn(
        "inline-flex h-5 w-9 shrink-0 items-center rounded-full border border-line bg-raised transition-colors",
        "data-[state=checked]:border-accent data-[state=checked]:bg-accent aria-invalid:border-bad",
        "disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...rest}
    >
      <SwitchPrimitive.Thumb className="block size-4 translate-x-0.5 rounded-full bg-surface shadow transition-transform data-[state=checked]:translate-x-4" />
    </SwitchPrimitive.Root>
  );
}
