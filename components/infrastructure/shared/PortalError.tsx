// Moved to components/ui/portal-error.tsx; this re-export remains only until components/tasks imports it from there.
export { PortalError } from "@/components/ui/portal-error";
