import { lazyComponent } from "@/components/ui/lazy";

// First-load budget: the key dialogs (Radix Dialog, react-hook-form, zod, the combobox, the catalog's schemas) load
// when first opened, or on intent (hover, focus, an opened row menu) through their actions' preloads.
export const KeyCreateDialog = lazyComponent(() => import("./KeyCreateDialog").then((m) => m.KeyCreateDialog));
export const KeyAssignDialog = lazyComponent(() => import("./KeyAssignDialog").then((m) => m.KeyAssignDialog));
