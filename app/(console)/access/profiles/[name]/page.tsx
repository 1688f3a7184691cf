import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ProfileDetailPage } from "@/components/access/ProfileDetailPage";

export async function generateMetadata({ params }: { params: Promise<{ name: string }> }): Promise<Metadata> {
  const [{ name }, t] = await Promise.all([params, getTranslations("access")]);
  return { title: t("detail.title", { name }) };
}

export default async function ProfileRoute({ params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  return <ProfileDetailPage name={name} />;
}
