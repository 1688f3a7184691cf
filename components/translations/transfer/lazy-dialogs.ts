import { lazyComponent } from "@/components/ui/lazy";

/*
 * The editor's dialogs are fetched when first opened (first-load budget): the add-key form (react-hook-form, zod),
 * the import flow and Radix Dialog are nothing the first paint shows.
 */
export const LazyAddKeyDialog = lazyComponent(() => import("./AddKeyDialog").then((m) => m.AddKeyDialog));
export const LazyImportDialog = lazyComponent(() => import("./ImportDialog").then((m) => m.ImportDialog));
export const LazyExportDialog = lazyComponent(() => import("../exchange/ExportDialog").then((m) => m.ExportDialog));
