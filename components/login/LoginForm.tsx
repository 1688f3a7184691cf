"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { Eye, EyeOff } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { ApiError } from "@/lib/api/error";
import { bff } from "@/lib/api/http";
import { useLogin, useSession } from "@/lib/api/session";
import { safeNext } from "@/lib/safe-next";

const LoginInput = z.object({
  token: z.string().trim().min(1, "tokenRequired"),
  region: z.string().trim().min(1, "regionRequired"),
});
type LoginInput = z.infer<typeof LoginInput>;

const DemoTokens = z.object({ tokens: z.array(z.object({ name: z.string(), value: z.string(), description: z.string().optional() })) });

export function LoginForm({ next, reason }: { next: string; reason?: string }) {
  const t = useTranslations("login");
  const tErrors = useTranslations("errors");
  const session = useSession();
  const login = useLogin();
  const [reveal, setReveal] = useState(false);
  const demo = useQuery({
    queryKey: ["session", "demo"],
    queryFn: async () => DemoTokens.parse(await bff("GET", "/api/session/demo")).tokens,
    retry: false,
  });
  const regions = session.data?.regions ?? [];
  const form = useForm<LoginInput>({
    resolver: zodResolver(LoginInput),
    values: { token: "", region: session.data?.region ?? regions[0] ?? "" },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((input) =>
    login.mutate(input, { onSuccess: () => window.location.assign(safeNext(next)) }),
  );
  const failure = login.error instanceof ApiError ? login.error : null;
  const failureText = failure
    ? tErrors.has(`login.${failure.code}` as "login.unauthenticated")
      ? tErrors(`login.${failure.code}` as "login.unauthenticated")
      : tErrors.has(failure.code as "unauthenticated")
        ? tErrors(failure.code as "unauthenticated")
        : failure.message
    : null;

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-describedby={reason ? "login-reason" : undefined}>
      {reason && (
        <p id="login-reason" role="status" className="rounded border border-warn/40 bg-warn/10 p-3 text-sm">
          {reason === "rejected" ? t("reason.rejected") : t("reason.expired")}
        </p>
      )}
      <div className="space-y-1">
        <label htmlFor="login-token" className="block text-sm font-medium">
          {t("token")}
        </label>
        <div className="flex gap-2">
          <input
            id="login-token"
            type={reveal ? "text" : "password"}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={!!errors.token}
            aria-describedby={errors.token ? "login-token-error" : "login-token-hint"}
            className="w-full rounded border border-line bg-surface px-3 py-2 font-mono"
            {...form.register("token")}
          />
          <button
            type="button"
            onClick={() => setReveal((value) => !value)}
            aria-pressed={reveal}
            aria-label={reveal ? t("hideToken") : t("showToken")}
            className="rounded border border-line px-2 text-muted hover:bg-raised"
          >
            {reveal ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
          </button>
        </div>
        {errors.token ? (
          <p id="login-token-error" className="text-sm text-bad">
            {t(`errors.${errors.token.message}` as "errors.tokenRequired")}
          </p>
        ) : (
          <p id="login-token-hint" className="text-sm text-muted">
            {t("tokenHint")}
          </p>
        )}
      </div>
      <div className="space-y-1">
        <label htmlFor="login-region" className="block text-sm font-medium">
          {t("region")}
        </label>
        <input
          id="login-region"
          list="login-regions"
          autoComplete="off"
          aria-invalid={!!errors.region}
          aria-describedby={errors.region ? "login-region-error" : undefined}
          className="w-full rounded border border-line bg-surface px-3 py-2"
          {...form.register("region")}
        />
        <datalist id="login-regions">
          {regions.map((region) => (
            <option key={region} value={region} />
          ))}
        </datalist>
        {errors.region && (
          <p id="login-region-error" className="text-sm text-bad">
            {t(`errors.${errors.region.message}` as "errors.regionRequired")}
          </p>
        )}
      </div>
      {failureText && (
        <p role="alert" className="rounded border border-bad/40 bg-bad/10 p-3 text-sm text-bad">
          {failureText}
        </p>
      )}
      <button
        type="submit"
        disabled={login.isPending}
        className="w-full rounded bg-accent px-4 py-2 font-medium text-accent-ink disabled:opacity-60"
      >
        {login.isPending ? t("signingIn") : t("signIn")}
      </button>
      {demo.data && demo.data.length > 0 && (
        <section aria-labelledby="demo-tokens" className="rounded border border-line bg-raised/50 p-3 text-sm">
          <h2 id="demo-tokens" className="mb-2 font-medium">
            {t("demo.title")}
          </h2>
          <p className="mb-2 text-muted">{t("demo.hint")}</p>
          <ul className="flex flex-wrap gap-2">
            {demo.data.map((token) => (
              <li key={token.name}>
                <button
                  type="button"
                  onClick={() => form.setValue("token", token.value, { shouldValidate: true })}
                  className="rounded border border-line bg-surface px-2 py-1 hover:bg-raised"
                >
                  {t("demo.use", { name: token.name })}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </form>
  );
}
