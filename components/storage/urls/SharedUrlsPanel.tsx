"use client";

import { Link2, Search, SearchX } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import { z } from "zod";
import { ActionButtons } from "@/components/ui/actions/ActionButtons";
import { useOfferedActions } from "@/components/ui/actions/use-offered-actions";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState, Skeleton } from "@/components/ui/feedback";
import { QueryState } from "@/components/ui/query-state";
import { useZodForm } from "@/components/ui/use-zod-form";
import { portalMessage } from "@/lib/api/portal-message";
import { SuggestField } from "@/components/ui/suggest-field";
import { usePortalQuery } from "@/lib/api/hooks";
import { useUrlParams } from "@/lib/url-state";
import { useKnownBuckets } from "../buckets/use-known-buckets";
import { useStorageChoices } from "../use-storage-choices";
import { SHARED_URL_ACTIONS } from "./shared-url-actions";
import { SharedUrlCard } from "./SharedUrlCard";
import { SharedUrlCreateDialog } from "./SharedUrlCreateDialog";

/**
 * Shared URLs: look one up by bucket and object key (GET /objstore/shared_url, both kept in the URL so a reload
 * shows it again), and share an object (POST), after which the new URL is looked up.
 */
export function SharedUrlsPanel() {
  const t = useTranslations("storage.urls");
  const tForm = useTranslations("storage.form");
  const [params, setParams] = useUrlParams();
  const bucket = params.get("bucket") ?? "";
  const key = params.get("key") ?? "";
  const [creating, setCreating] = useState(false);
  const offered = useOfferedActions(SHARED_URL_ACTIONS);
  const choices = useStorageChoices();
  const lookup = usePortalQuery(
    "objstore.sharedUrl.get",
    { bucket, key },
    { enabled: bucket !== "" && key !== "", retry: false },
  );
  const { remember } = useKnownBuckets();
  // A bucket with a shared object exists: the share form may offer it.
  useEffect(() => {
    if (lookup.data && bucket) remember([{ bucket }]);
  }, [lookup.data, bucket, remember]);

  const schema = useMemo(
    () =>
      z.object({
        bucket: z.string().trim().min(1, tForm("required")).max(255),
        key: z.string().trim().min(1, tForm("required")).max(1024),
      }),
    [tForm],
  );
  const form = useZodForm(schema, { values: { bucket, key } });
  const submit = form.handleSubmit((values) => setParams({ bucket: values.bucket, key: values.key }));

  let result;
  if (!bucket || !key)
    result = <EmptyState icon={<Link2 />} title={t("pick.title")} description={t("pick.description")} />;
  else if (lookup.data === undefined && lookup.error?.status === 404)
    result = (
      <EmptyState
        icon={<SearchX />}
        title={t("notFound.title")}
        description={portalMessage(lookup.error) ?? t("notFound.description")}
      />
    );
  else
    result = (
      <QueryState query={lookup} pending={<Skeleton lines={4} className="max-w-lg" />}>
        {(shared) => <SharedUrlCard key={`${bucket}/${key}`} shared={shared} />}
      </QueryState>
    );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <form
          onSubmit={submit}
          noValidate
          aria-label={t("lookupLabel")}
          className="flex flex-1 flex-wrap items-end gap-2"
        >
          <SuggestField
            control={form.control}
            name="bucket"
            label={tForm("bucket")}
            required
            mono
            suggestions={choices.buckets}
            className="min-w-52"
          />
          <SuggestField
            control={form.control}
            name="key"
            label={tForm("objectKey")}
            required
            mono
            suggestions={[]}
            className="min-w-72 flex-1"
          />
          <Button type="submit" icon={<Search aria-hidden className="size-4" />}>
            {t("lookup")}
          </Button>
        </form>
        <ActionButtons
          offered={offered(undefined)}
          label={(action) => t(action.label)}
          onRun={() => setCreating(true)}
        />
      </div>
      <Card title={bucket && key ? t("resultOf", { bucket, key }) : t("result")}>{result}</Card>
      <SharedUrlCreateDialog
        open={creating}
        onOpenChange={setCreating}
        buckets={choices.buckets}
        endpoints={choices.endpoints}
        onCreated={(newBucket, newKey) => setParams({ bucket: newBucket, key: newKey })}
      />
    </div>
  );
}
