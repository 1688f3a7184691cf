// Moved to lib/api/form-issues.ts; this re-export remains only until components/tasks imports it from there.
export { applyFieldIssues } from "@/lib/api/form-issues";
