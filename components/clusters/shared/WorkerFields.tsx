"use client";

import { useTranslations } from "next-intl";
import { useEffect, useMemo } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { SelectField } from "@/components/ui/choice-fields";
import { NumberField } from "@/components/ui/text-fields";
import type { WorkerFormPart } from "../model/forms";
import { runsOn, zonesOfRegion, type ProfileCatalog, type ProfileMachineType } from "../model/profile";
import { useVersionLabel } from "./use-version-label";
import { ZonesField } from "./ZonesField";

export interface WorkerFieldsProps {
  catalog: ProfileCatalog;
  /** The cluster's region: its zones are offered. */
  region: string | undefined;
  /** false in an edit where each field may be left as it is. */
  required?: boolean;
}

/**
 * Machine type, image and version, autoscaler range and zones: the worker settings of cluster creation, cluster
 * edits and worker groups, fed by the cloud profile. Image versions not built for the machine type's architecture
 * cannot be chosen; when a choice makes the current version impossible, the first possible one is taken.
 */
export function WorkerFields({ catalog, region, required = true }: WorkerFieldsProps) {
  const t = useTranslations("clusters.workers");
  const versionLabel = useVersionLabel();
  const { control, setValue, getValues } = useFormContext<WorkerFormPart>();
  const [machineType, imageName] = useWatch({ control, name: ["machineType", "imageName"] });
  const type = catalog.machineTypes.find((m) => m.name === machineType);
  const image = catalog.images.find((i) => i.name === imageName);

  useEffect(() => {
    const current = getValues("imageVersion");
    if (!image) return;
    const fits = image.versions.find((v) => v.version === current && runsOn(v, type?.architecture));
    if (fits || (!required && current === "")) return;
    const first = image.versions.find((v) => runsOn(v, type?.architecture));
    setValue("imageVersion", first?.version ?? "", { shouldValidate: current !== "", shouldDirty: true });
  }, [image, type?.architecture, required, getValues, setValue]);

  const machineOptions = useMemo(
    () =>
      catalog.machineTypes.map((m) => ({
        value: m.name,
        label: m.usable ? machineLabel(m, t) : t("notUsable", { name: machineLabel(m, t) }),
        disabled: !m.usable,
      })),
    [catalog.machineTypes, t],
  );
  const versionOptions = (image?.versions ?? []).map((v) => {
    const fits = runsOn(v, type?.architecture);
    const label = versionLabel(v);
    return {
      value: v.version,
      label: fits ? label : t("wrongArchitecture", { version: label, architecture: type?.architecture ?? "" }),
      disabled: !fits,
    };
  });
  const choose = required ? t("choose") : t("unchanged");

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        control={control}
        name="machineType"
        label={t("machineType")}
        hint={
          type
            ? t("machineHint", {
                cpu: type.cpu ?? "?",
                memory: type.memory ?? "?",
                gpu: type.gpu ?? "0",
                architecture: type.architecture ?? "?",
              })
            : undefined
        }
        placeholder={choose}
        options={machineOptions}
        required={required}
        className="sm:col-span-2"
      />
      <SelectField
        control={control}
        name="imageName"
        label={t("image")}
        placeholder={choose}
        options={catalog.images.map((i) => ({ value: i.name, label: i.name }))}
        required={required}
      />
      <SelectField
        control={control}
        name="imageVersion"
        label={t("imageVersion")}
        placeholder={choose}
        options={versionOptions}
        required={required}
      />
      <NumberField
        control={control}
        name="minimum"
        label={t("minimum")}
        min={0}
        step={1}
        required={required}
        hint={t("minimumHint")}
      />
      <NumberField
        control={control}
        name="maximum"
        label={t("maximum")}
        min={1}
        step={1}
        required={required}
        hint={t("maximumHint")}
      />
      <div className="sm:col-span-2">
        <ZonesField
          control={control}
          name="zones"
          label={t("zones")}
          zones={zonesOfRegion(catalog, region)}
          hint={t("zonesHint")}
          required={required}
        />
      </div>
    </div>
  );
}

type Translate = ReturnType<typeof useTranslations<"clusters.workers">>;

function machineLabel(m: ProfileMachineType, t: Translate) {
  const gpu = Number(m.gpu ?? 0) > 0 ? t("gpuPart", { gpu: m.gpu ?? "" }) : "";
  return t("machineOption", { name: m.name, cpu: m.cpu ?? "?", memory: m.memory ?? "?", gpu });
}
