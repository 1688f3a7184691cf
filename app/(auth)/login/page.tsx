import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AreaMessages } from "@/components/i18n/AreaMessages";
import { LoginForm } from "@/components/login/LoginForm";
import { getBff } from "@/lib/bff/context";
import { safeNext } from "@/lib/safe-next";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("login");
  return { title: t("title") };
}

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ next?: string; reason?: string }> }) {
  const [t, params] = await Promise.all([getTranslations("login"), searchParams]);
  // The configured regions (REGIONS), the first being the default; the field also takes free text. The sandbox's
  // demo tokens (public by design) come with the page too, so the card does not grow after hydration.
  const { regions, demoTokens } = getBff().config;
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div className="w-full max-w-md rounded-lg border border-line bg-surface p-8 shadow-sm">
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
