/** What an action dialog needs to know about the backup it acts on. */
export interface ActionTarget {
  id: string;
  state: string;
  resourceId: string;
  resourceType: string;
  resourceName: string;
  policyId?: string;
  policyName?: string;
  timeToLive?: string;
}

/** What every action dialog receives: its backup and how to close itself. */
export interface ActionDialogProps {
  target: ActionTarget;
  onClose: () => void;
}

export function toActionTarget(
  backup: {
    id?: string;
    state?: string;
    resource_id?: string;
    resource_type?: string;
    policy_id?: string;
    time_to_live?: string;
  },
  names: { resourceName?: string; policyName?: string } = {},
): ActionTarget {
  return {
    id: backup.id ?? "",
    state: backup.state ?? "",
    resourceId: backup.resource_id ?? "",
    resourceType: backup.resource_type ?? "",
    resourceName: names.resourceName || backup.resource_id || "",
    policyId: backup.policy_id || undefined,
    policyName: names.policyName || backup.policy_id || undefined,
    timeToLive: backup.time_to_live,
  };
}
