import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ChatPlayground } from "@/components/playground/chat/ChatPlayground";
import { publicGatewayUrl } from "@/components/playground/chat/model/code-snippets";
import { getBff } from "@/lib/bff/context";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("playground");
  return { title: t("chat.title") };
}

/** `/playground?model=<id>` opens a new conversation with that model chosen (the models page links here). */
export default async function ChatPlaygroundPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { model } = await searchParams;
  const { config } = getBff();
  return (
    <ChatPlayground
      initialModel={typeof model === "string" && model ? model : undefined}
      gateway={{ baseUrl: publicGatewayUrl(config.gatewayUrl), authHeader: config.gatewayAuthHeader }}
    />
  );
}
