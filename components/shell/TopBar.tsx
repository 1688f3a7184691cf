"use client";

import { LocaleSwitcher } from "./LocaleSwitcher";
import { RegionSwitcher } from "./RegionSwitcher";
import { ThemeToggle } from "./ThemeToggle";
import { UserMenu } from "./UserMenu";

export function TopBar() {
  return (
    <header className="flex h-14 items-center justify-end gap-4 border-b border-line bg-surface px-4">
      <RegionSwitcher />
      <LocaleSwitcher />
      <ThemeToggle />
      <UserMenu />
    </header>
  );
}
