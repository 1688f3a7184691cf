// Moved to components/ui/form-dialog.tsx; this re-export remains only until components/tasks imports it from there.
export { FormDialog } from "@/components/ui/form-dialog";
