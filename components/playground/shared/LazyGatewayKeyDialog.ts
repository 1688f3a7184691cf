import { lazyComponent } from "@/components/ui/lazy";

/** The key dialog (Radix Dialog, its form) is fetched when first opened: first-load budget. */
export const LazyGatewayKeyDialog = lazyComponent(() => import("./GatewayKeyDialog").then((m) => m.GatewayKeyDialog));
