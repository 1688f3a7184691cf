import { lazyComponent } from "@/components/ui/lazy";

/** The details sheet (Radix Dialog, the key-value list) is fetched when a model is first opened: first-load budget. */
export const LazyModelDetails = lazyComponent(() => import("./ModelDetails").then((m) => m.ModelDetails));
