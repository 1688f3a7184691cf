import type { ReactNode } from "react";
import { AreaMessages } from "@/components/i18n/AreaMessages";

/** The area's own messages travel to the browser with the shared ones (lib/i18n/client-namespaces.ts). */
export default function PlaygroundLayout({ children }: { children: ReactNode }) {
  return <AreaMessages area="playground">{children}</AreaMessages>;
}
