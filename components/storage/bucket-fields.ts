import { z } from "zod";

type Messages = (key: "required" | "httpUrl" | "noSpaces") => string;

const isHttpUrl = (value: string) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

/** The three fields that name a bucket in a project (share, delete every object and version). */
export function bucketFields(t: Messages) {
  return {
    bucket: z.string().trim().min(1, t("required")).max(255).regex(/^\S+$/, t("noSpaces")),
    project_id: z.string().trim().min(1, t("required")).max(512).regex(/^\S+$/, t("noSpaces")),
    objstore_url: z.string().trim().min(1, t("required")).max(2048).refine(isHttpUrl, t("httpUrl")),
  };
}

export { isHttpUrl };
