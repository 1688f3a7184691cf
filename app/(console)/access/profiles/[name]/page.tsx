import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ProfileDetailPage } from "@/components/access/ProfileDetailPage";
import { requireRecord } from "@/lib/bff/page-record";

type Params = { params: Promise<{ name: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const [{ name }, t] = await Promise.all([params, getTranslations("access")]);
  return { title: t("detail.title", { name }) };
}

export default async function ProfileRoute({ params }: Params) {
  const { name } = await params;
  await requireProfile(name);
  return <ProfileDetailPage name={name} />;
}

// The page's first tab reads the same list, so the check costs the portal nothing the page would not ask.
const requireProfile = (name: string) => requireRecord("profile.dashboards.list", { name });
