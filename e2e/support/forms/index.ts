import { ADMIN_FORMS } from "./admin-forms";
import { AI_FORMS } from "./ai-forms";
import { BACKUP_FORMS } from "./backups-forms";
import { CLUSTER_FORMS } from "./clusters-forms";
import type { FormCase } from "./form-case";
import { INFRASTRUCTURE_FORMS } from "./infrastructure-forms";
import { PLAYGROUND_FORMS } from "./playground-forms";
import { QUOTA_FORMS } from "./quotas-forms";
import { TRANSLATION_FORMS } from "./translations-forms";

/** Every form of the console, walked by e2e/forms.spec.ts and matched against the code by tests/forms-coverage.test.ts. */
export const FORMS: readonly FormCase[] = [
  ...AI_FORMS,
  ...BACKUP_FORMS,
  ...CLUSTER_FORMS,
  ...INFRASTRUCTURE_FORMS,
  ...QUOTA_FORMS,
  ...ADMIN_FORMS,
  ...TRANSLATION_FORMS,
  ...PLAYGROUND_FORMS,
];
