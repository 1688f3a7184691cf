"use client";

import { useEffect } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { usePortalQuery } from "@/lib/api/hooks";
import { toBindings } from "../model/credentials";
import type { CreateClusterOutput, CreateClusterValues } from "../model/forms";
import {
  defaultWorkerChoice,
  preferredVersion,
  profileNames,
  zonesOfRegion,
  type ProfileCatalog,
} from "../model/profile";
import type { ClusterProject } from "../model/project";

type Form = UseFormReturn<CreateClusterValues, unknown, CreateClusterOutput>;
type Field = Exclude<keyof CreateClusterValues, "minimum" | "maximum">;

interface Sources {
  projects: ClusterProject[];
  /** `?project=<name>` from the link that opened the form. */
  projectParam: string;
  catalog: ProfileCatalog | undefined;
  bindings: unknown;
}

const isEmpty = (value: unknown) => value === "" || (Array.isArray(value) && value.length === 0);

/**
 * Runs `useCreateDefaults` inside the form, where it fills nothing before the fields are drawn: react-hook-form's
 * `resetField` ignores a field not drawn yet, so a default read earlier than the form appeared would be lost.
 */
export function CreateDefaults({ form, ...sources }: Sources & { form: Form }): null {
  useCreateDefaults(form, sources);
  return null;
}

/**
 * Fills what the user has not chosen yet from what the portal offers: the project from the link, the first cloud
 * profile, the profile's default version, the first region and zone, a usable machine type with an image for it,
 * and the project's binding when there is one. Prefilled values count as defaults, so they do not make the form
 * "unsaved"; each default reaches only a field the user has not changed (the defaults arrive over several reads,
 * possibly after the user began), and choices that no longer fit (zones of another region, a binding of another
 * project) are dropped.
 */
export function useCreateDefaults(form: Form, { projects, projectParam, catalog, bindings }: Sources) {
  const { getValues, getFieldState, resetField, setValue } = form;
  // Only an empty field the user has not changed: a default arriving late never replaces (or re-fills) what was typed.
  const prefill = (name: Field, value: string | string[] | undefined) => {
    if (value === undefined || isEmpty(value) || !isEmpty(getValues(name)) || getFieldState(name).isDirty) return;
    resetField(name, { defaultValue: value });
  };
  const profiles = usePortalQuery("clustermgr.cloudProfiles.list", {}, { staleTime: 10 * 60_000 });
  const [namespace, region] = useWatch({ control: form.control, name: ["namespace", "region"] });

  useEffect(() => {
    const fromLink = projects.find((p) => p.name === projectParam);
    prefill("namespace", (fromLink ?? (projects.length === 1 ? projects[0] : undefined))?.namespace);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- prefill only reads the form
  }, [projects, projectParam]);

  useEffect(() => {
    prefill("cloudProfile", profileNames(profiles.data)[0]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- prefill only reads the form
  }, [profiles.data]);

  useEffect(() => {
    if (!catalog) return;
    prefill("version", preferredVersion(catalog));
    prefill("region", catalog.regions[0]?.name);
    const worker = defaultWorkerChoice(catalog);
    prefill("machineType", worker.machineType);
    prefill("imageName", worker.imageName);
    prefill("imageVersion", worker.imageVersion);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- prefill only reads the form
  }, [catalog]);

  useEffect(() => {
    if (!catalog || !region) return;
    const offered = zonesOfRegion(catalog, region);
    const kept = getValues("zones").filter((zone) => offered.includes(zone));
    if (kept.length === getValues("zones").length && kept.length > 0) return;
    if (kept.length > 0) setValue("zones", kept, { shouldDirty: true });
    else if (offered[0]) resetField("zones", { defaultValue: [offered[0]] });
  }, [catalog, region, getValues, setValue, resetField]);

  useEffect(() => {
    if (bindings === undefined) return;
    const names = toBindings(bindings).map((b) => b.name);
    const current = getValues("secretBinding");
    if (current !== "" && names.includes(current)) return;
    resetField("secretBinding", { defaultValue: names[0] ?? "" });
  }, [bindings, namespace, getValues, resetField]);
}
