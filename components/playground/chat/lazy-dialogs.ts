import { lazyComponent } from "@/components/ui/lazy";

/*
 * The chat page's dialogs are fetched when first opened (first-load budget): Radix Dialog, the tabs inside them,
 * the JSON tree and the code snippets are nothing the first paint shows.
 */
export const LazyCodeDialog = lazyComponent(() => import("./CodeDialog").then((m) => m.CodeDialog));
export const LazyRawDialog = lazyComponent(() => import("./RawDialog").then((m) => m.RawDialog));
export const LazySettingsSheet = lazyComponent(() => import("./SettingsSheet").then((m) => m.SettingsSheet));
