import { lazyComponent } from "@/components/ui/lazy";

// First-load budget: the create form (Radix Dialog, react-hook-form, zod, the catalog's schemas) loads when first
// opened, or on intent (hover, focus) through its action's preload.
export const ProjectCreateDialog = lazyComponent(() =>
  import("./ProjectCreateDialog").then((m) => m.ProjectCreateDialog),
);
