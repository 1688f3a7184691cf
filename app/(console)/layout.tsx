import type { ReactNode } from "react";
import { ConsoleShell } from "@/components/shell/ConsoleShell";
import { Toaster } from "@/components/ui/toast";

export default function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <ConsoleShell>{children}</ConsoleShell>
      <Toaster />
    </>
  );
}
