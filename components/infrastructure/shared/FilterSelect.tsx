// Moved to components/ui/filter-select.tsx; this re-export remains only until components/tasks imports it from there.
export { FilterSelect } from "@/components/ui/filter-select";
