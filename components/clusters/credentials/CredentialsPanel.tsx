"use client";

import { useMemo } from "react";
import { usePortalQuery } from "@/lib/api/hooks";
import { bindingsBySecret, clustersByBinding, toBindings, toSecrets } from "../model/credentials";
import { toShoots } from "../model/shoot";
import { BindingsSection } from "./BindingsSection";
import { SecretsSection } from "./SecretsSection";

/**
 * A project's infrastructure credentials: secrets and the bindings that make them usable by clusters. Each shows
 * what uses it, so nobody deletes a credential a running cluster depends on.
 */
export function CredentialsPanel({ namespace }: { namespace: string }) {
  const secrets = usePortalQuery("clustermgr.secrets.list", { namespace });
  const bindings = usePortalQuery("clustermgr.secretBindings.list", { namespace });
  const shoots = usePortalQuery("clustermgr.shoots.list", { namespace });

  const secretList = useMemo(() => secrets.data && toSecrets(secrets.data), [secrets.data]);
  const bindingList = useMemo(() => bindings.data && toBindings(bindings.data), [bindings.data]);
  const secretUsers = useMemo(() => bindingList && bindingsBySecret(bindingList), [bindingList]);
  const bindingUsers = useMemo(() => shoots.data && clustersByBinding(toShoots(shoots.data)), [shoots.data]);

  return (
    <div className="space-y-8">
      <SecretsSection namespace={namespace} query={secrets} secrets={secretList} users={secretUsers} />
      <BindingsSection
        namespace={namespace}
        query={bindings}
        bindings={bindingList}
        secrets={secretList ?? []}
        users={bindingUsers}
      />
    </div>
  );
}
