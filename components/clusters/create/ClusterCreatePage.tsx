"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { ActionButton } from "@/components/ui/action-button";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/feedback";
import { Breadcrumbs, PageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { toast } from "@/components/ui/toast";
import { usePortalMutation, usePortalQuery } from "@/lib/api/hooks";
import { useOfferedActions } from "@/components/ui/actions/use-offered-actions";
import { useUrlParam } from "@/lib/url-state";
import { CLUSTER_LIST_ACTIONS } from "../model/cluster-actions";
import type { CreateClusterOutput, CreateClusterValues } from "../model/forms";
import { toProjects } from "../model/project";
import { shootHref, toShoot, toShoots } from "../model/shoot";
import { placeFieldErrors } from "../shared/portal-error";
import { PortalError } from "@/components/ui/portal-error";
import { PermissionFieldset } from "@/components/ui/permission-fieldset";
import { useFormMessages } from "../shared/use-form-messages";
import { useLeaveGuard } from "@/components/ui/use-leave-guard";
import { useProfileCatalog } from "../shared/use-profile-catalog";
import { ClusterSections, InfrastructureSection } from "./CreateSections";
import { loadCreateValidation, useCreateValidation } from "./use-create-validation";
import { CreateDefaults } from "./use-create-defaults";
import { useMissingFields } from "./use-missing-fields";
import { openNewRecord } from "@/components/ui/new-record";

const EMPTY: CreateClusterValues = {
  namespace: "",
  cloudProfile: "",
  name: "",
  version: "",
  purpose: "evaluation",
  networkType: "calico",
  region: "",
  secretBinding: "",
  machineType: "",
  imageName: "",
  imageVersion: "",
  minimum: 1,
  maximum: 3,
  zones: [],
};

const WIRE_FIELDS = {
  shoot_name: "name",
  cloud_profile_name: "cloudProfile",
  cluster_version: "version",
  purpose: "purpose",
  network_type: "networkType",
  region: "region",
  secret_binding_name: "secretBinding",
  iaas_flavor: "machineType",
  image_name: "imageName",
  image_version: "imageVersion",
  minimum_workers: "minimum",
  maximum_workers: "maximum",
  zones: "zones",
} as const;

/**
 * A new cluster, as a form in sections fed by the cloud profile. Create stays unavailable while the form is
 * incomplete (it says what is missing); leaving with unsaved input asks first; a refusal keeps what was typed.
 */
export function ClusterCreatePage() {
  const t = useTranslations("clusters");
  const router = useRouter();
  const m = useFormMessages();
  const [projectParam] = useUrlParam("project");
  const createDenied = useOfferedActions(CLUSTER_LIST_ACTIONS)({})[0].denied;
  const projects = usePortalQuery("clustermgr.projects.list", {});
  const projectList = useMemo(() => toProjects(projects.data), [projects.data]);

  const [namespaceForNames, setNamespaceForNames] = useState("");
  const shoots = usePortalQuery(
    "clustermgr.shoots.list",
    { namespace: namespaceForNames },
    { enabled: namespaceForNames !== "" },
  );
  const taken = useMemo(() => new Set(toShoots(shoots.data).map((s) => s.name)), [shoots.data]);
  const validation = useCreateValidation(m, taken);
  const form = useForm<CreateClusterValues, unknown, CreateClusterOutput>({
    defaultValues: EMPTY,
    mode: "onTouched",
    resolver: validation.resolver,
  });
  const [namespace, cloudProfile] = useWatch({ control: form.control, name: ["namespace", "cloudProfile"] });
  if (namespace !== namespaceForNames) setNamespaceForNames(namespace);

  const catalog = useProfileCatalog(cloudProfile || undefined);
  const bindings = usePortalQuery("clustermgr.secretBindings.list", { namespace }, { enabled: namespace !== "" });
  const missing = useMissingFields(form.control, validation.missingOf);

  const [error, setError] = useState<unknown>(null);
  const [created, setCreated] = useState(false);
  const create = usePortalMutation("clustermgr.shoots.create");
  const guard = useLeaveGuard(form.formState.isDirty && !created);

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      // Loaded already: the resolver waited for it before handing over these values.
      const { createClusterPayload } = await loadCreateValidation();
      const answer = await create.mutateAsync(createClusterPayload(values));
      const shoot = toShoot(answer) ?? { namespace: values.namespace, name: values.name };
      setCreated(true);
      toast({ title: t("create.created", { name: values.name }) });
      openNewRecord(router, shootHref(shoot));
    } catch (caught) {
      if (!placeFieldErrors(caught, form.setError, WIRE_FIELDS)) setError(caught);
    }
  });

  const project = projectList.find((p) => p.namespace === namespace);
  const breadcrumbs = (
    <Breadcrumbs items={[{ label: t("nav.clusters"), href: "/clusters" }, { label: t("create.title") }]} />
  );

  return (
    <>
      <PageHeader breadcrumbs={breadcrumbs} title={t("create.title")} description={t("create.description")} />
      <QueryState query={projects} pending={<Skeleton lines={8} />}>
        {() => (
          <FormProvider {...form}>
            <CreateDefaults
              form={form}
              projects={projectList}
              projectParam={projectParam}
              catalog={catalog.data}
              bindings={bindings.data}
            />
            <form onSubmit={submit} noValidate className="max-w-4xl space-y-6" aria-label={t("create.title")}>
              <PermissionFieldset denied={createDenied}>
                <InfrastructureSection projects={projectList} bindings={bindings} project={project} catalog={catalog} />
                <ClusterSections catalog={catalog} />
              </PermissionFieldset>
              <PortalError error={error} />
              <div className="flex flex-wrap items-center justify-end gap-3">
                {missing.length > 0 && (
                  <p className="text-sm text-muted" data-testid="create-missing">
                    {t("create.missing", { fields: missing.map((field) => t(`create.fields.${field}`)).join(", ") })}
                  </p>
                )}
                <Button
                  onClick={() =>
                    guard.leaveTo(project ? `/clusters/projects/${encodeURIComponent(project.name)}` : "/clusters")
                  }
                >
                  {t("common.cancel")}
                </Button>
                <ActionButton
                  type="submit"
                  variant="primary"
                  denied={createDenied}
                  disabledReason={missing.length > 0 ? t("create.incomplete") : null}
                  loading={form.formState.isSubmitting}
                >
                  {t("create.submit")}
                </ActionButton>
              </div>
            </form>
          </FormProvider>
        )}
      </QueryState>
    </>
  );
}
