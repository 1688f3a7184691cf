"use client";

import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { useFormContext, useWatch } from "react-hook-form";
import { Card } from "@/components/ui/card";
import { SelectField } from "@/components/ui/choice-fields";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/feedback";
import { TextField } from "@/components/ui/text-fields";
import { usePortalQuery } from "@/lib/api/hooks";
import { toBindings } from "../model/credentials";
import type { CreateClusterValues } from "../model/forms";
import { NETWORK_TYPES, SHOOT_NAME_MAX } from "../model/limits";
import { profileNames } from "../model/profile";
import { projectHref, type ClusterProject } from "../model/project";
import { usePurposeOptions } from "../shared/labels";
import { QueryState, type QueryView } from "@/components/ui/query-state";
import type { ProfileCatalogState } from "../shared/use-profile-catalog";
import { useVersionChoices } from "../shared/use-version-label";
import { WorkerFields } from "../shared/WorkerFields";

export interface InfrastructureSectionProps {
  projects: ClusterProject[];
  bindings: QueryView<unknown>;
  project: ClusterProject | undefined;
  catalog: ProfileCatalogState;
}

/** Where the cluster runs: project, cloud profile, region and the credentials it uses. */
export function InfrastructureSection({ projects, bindings, project, catalog }: InfrastructureSectionProps) {
  const t = useTranslations("clusters.create");
  const { control } = useFormContext<CreateClusterValues>();
  const profiles = usePortalQuery("clustermgr.cloudProfiles.list", {}, { staleTime: 10 * 60_000 });
  const bindingNames = toBindings(bindings.data).map((b) => b.name);
  const noBindings = bindings.data !== undefined && bindingNames.length === 0;
  return (
    <Card title={t("sections.infrastructure")} description={t("sections.infrastructureHint")}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          control={control}
          name="namespace"
          label={t("fields.namespace")}
          placeholder={t("choose")}
          options={projects.map((p) => ({ value: p.namespace, label: p.name }))}
          required
        />
        <SelectField
          control={control}
          name="cloudProfile"
          label={t("fields.cloudProfile")}
          placeholder={t("choose")}
          options={profileNames(profiles.data).map((name) => ({ value: name, label: name }))}
          required
        />
        <SelectField
          control={control}
          name="region"
          label={t("fields.region")}
          placeholder={t("choose")}
          options={(catalog.data?.regions ?? []).map((r) => ({ value: r.name, label: r.name }))}
          required
        />
        <SelectField
          control={control}
          name="secretBinding"
          label={t("fields.secretBinding")}
          placeholder={t("choose")}
          options={bindingNames.map((name) => ({ value: name, label: name }))}
          hint={
            noBindings && project ? (
              <>
                {t("noBindings")}{" "}
                <NextLink href={projectHref(project.name, "credentials")} className="text-accent underline">
                  {t("manageCredentials")}
                </NextLink>
              </>
            ) : (
              t("bindingHint")
            )
          }
          required
        />
      </div>
      {catalog.profileError !== null && (
        <ErrorState
          compact
          error={catalog.profileError}
          title={t("profileUnread")}
          onRetry={catalog.refetchProfile}
          className="mt-4"
        />
      )}
      {/* The fields stay usable while a read behind them failed: its error and Retry show beneath them. */}
      <QueryState query={bindings} compact className="mt-4" pending={false}>
        {() => null}
      </QueryState>
    </Card>
  );
}

/** What the cluster is (name, version, purpose, network) and the machines of its default worker group. */
export function ClusterSections({ catalog }: { catalog: ProfileCatalogState }) {
  const t = useTranslations("clusters.create");
  const versions = useVersionChoices();
  const purposes = usePurposeOptions();
  const { control } = useFormContext<CreateClusterValues>();
  const region = useWatch({ control, name: "region" });
  const profile = catalog.data;
  return (
    <>
      <Card title={t("sections.cluster")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            control={control}
            name="name"
            label={t("fields.name")}
            hint={t("nameHint", { max: SHOOT_NAME_MAX })}
            required
            mono
            spellCheck={false}
            autoComplete="off"
          />
          <SelectField
            control={control}
            name="version"
            label={t("fields.version")}
            placeholder={t("choose")}
            options={versions.options(profile?.versions ?? [], { defaultVersion: profile?.defaultVersion })}
            required
          />
          <SelectField control={control} name="purpose" label={t("fields.purpose")} options={purposes} required />
          <SelectField
            control={control}
            name="networkType"
            label={t("fields.networkType")}
            options={NETWORK_TYPES.map((type) => ({ value: type, label: type }))}
            required
          />
        </div>
      </Card>
      <Card title={t("sections.workers")} description={t("sections.workersHint")}>
        {/* Nothing to wait for until a cloud profile is chosen. */}
        <QueryState query={catalog} compact pending={catalog.isPending ? <Skeleton lines={4} /> : false}>
          {(loaded) => <WorkerFields catalog={loaded} region={region} />}
        </QueryState>
      </Card>
    </>
  );
}
