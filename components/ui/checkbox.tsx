"use client";

import { Check, Minus } from "lucide-react";
import { Checkbox as CheckboxPrimitive, Switch as SwitchPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "./cn";

export type CheckboxProps = Omit<ComponentProps<typeof CheckboxPrimitive.Root>, "asChild" | "children">;

/** A checkbox (Radix, so it supports the "indeterminate" state); give it a label or an aria-label. */
export function Checkbox({ className, ...rest }: CheckboxProps) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        "peer inline-flex size-4 shrink-0 items-center justify-center rounded border border-line bg-surface text-accent-ink",
        "data-[state=checked]:border-accent data-[state=checked]:bg-accent",
        "data-[state=indeterminate]:border-accent data-[state=indeterminate]:bg-accent",
        "aria-invalid:border-bad disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...rest}
    >
      <CheckboxPrimitive.Indicator className="group flex items-center justify-center">
        <Check aria-hidden className="size-3.5 group-data-[state=indeterminate]:hidden" strokeWidth={3} />
        <Minus aria-hidden className="hidden size-3.5 group-data-[state=indeterminate]:block" strokeWidth={3} />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
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
