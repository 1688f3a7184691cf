import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CustomersPage } from "@/components/ai/customers/CustomersPage";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("ai");
  return { title: t("customers.title") };
}

export default function AiCustomersRoute() {
  return <CustomersPage />;
}
