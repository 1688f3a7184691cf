"use client";

import { ListChecks } from "lucide-react";
import { useState } from "react";
import { IconButton } from "./button";
import { PickerList, type PickerOption } from "./picker-list";
import { Popover } from "./popover";

export interface PickFromListProps {
  /** Names the button and the list ("Choose a user"). */
  label: string;
  options: readonly PickerOption[];
  onPick: (option: PickerOption) => void;
  disabled?: boolean;
}

/**
 * A button beside a free-text field (SuggestField's `addon`) that opens a searchable list of the values the console
 * knows: the list fills the field, typing any other value stays possible. A native datalist alone cannot show
 * descriptions or disabled entries and is hidden until the user types.
 */
export function PickFromList({ label, options, onPick, disabled }: PickFromListProps) {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      align="end"
      aria-label={label}
      className="p-2"
      trigger={
        <IconButton
          variant="secondary"
          icon={<ListChecks aria-hidden className="size-4" />}
          aria-label={label}
          disabled={disabled}
        />
      }
    >
      <PickerList
        options={options}
        isSelected={() => false}
        onPick={(option) => {
          onPick(option);
          setOpen(false);
        }}
        multiple={false}
        maxVisible={100}
        searchLabel={label}
      />
    </Popover>
  );
}
