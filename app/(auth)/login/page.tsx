import type { Metadata } from "next";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { AreaMessages } from "@/components/i18n/AreaMessages";
import { LoginForm } from "@/components/login/LoginForm";
import { REMEMBERED_BRAND_SCRIPT } from "@/components/shell/remembered-brand";
import { getBff } from "@/lib/bff/context";
import { safeNext } from "@/lib/safe-next";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("login");
  return { title: t("title") };
}

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<{ next?: string; reason?: string }>;
}) {
  const [t, params, nonce] = await Promise.all([
    getTranslations("login"),
    searchParams,
    headers().then((h) => h.get("x-nonce") ?? undefined),
  ]);
  // The configured regions (REGIONS), the first being the default; the field also takes free text. The sandbox's
  // demo tokens (public by design) come with the page too, so the card does not grow after hydration.
  const { regions, demoTokens } = getBff().config;
  return (
    <main className="flex min-h-dvh items-center justify-center p-4 sm:p-6">
      {/* The console's colours (the portal's brand, as last shown in this browser) before the first paint. */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: REMEMBERED_BRAND_SCRIPT }} />
      <div className="w-full max-w-md rounded-lg border border-line bg-surface p-6 shadow-sm sm:p-8">
        <h1 className="mb-1 text-2xl font-semibold">{t("title")}</h1>
        <p className="mb-6 text-sm text-muted">{t("subtitle")}</p>
        <AreaMessages area="login">
          <LoginForm
            next={safeNext(params.next ?? null)}
            reason={params.reason}
            regions={regions}
            demoTokens={demoTokens}
          />
        </AreaMessages>
      </div>
    </main>
  );
}
