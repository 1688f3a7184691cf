"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Eye, EyeOff } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useHydrated } from "@/lib/use-hydrated";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { ApiError } from "@/lib/api/error";
import { ACCESS_TOKEN_MAX } from "@/lib/portal/schemas/limits";
import { useLogin } from "@/lib/api/session";
import { safeNext } from "@/lib/safe-next";
import { DemoTokens, type DemoToken } from "./DemoTokens";
import { LoginReason } from "./LoginReason";

/** The BFF's rule for tokens (lib/bff/login.ts): printable ASCII without spaces, at most ACCESS_TOKEN_MAX. */
const TOKEN_CHARACTERS = /^[\x21-\x7e]+$/;

// Messages are keys of `login.errors`; a too long token is named as such before its characters are judged.
const LoginInput = z.object({
  token: z
    .string()
    .trim()
    .min(1, "tokenRequired")
    .max(ACCESS_TOKEN_MAX, "tokenTooLong")
    .regex(TOKEN_CHARACTERS, "tokenMalformed"),
  region: z.string().trim().min(1, "regionRequired"),
});
type LoginInput = z.infer<typeof LoginInput>;

/** Error codes with a login-specific text in `errors.login`; others use the general `errors.<code>`. */
const LOGIN_CODES = [
  "unauthenticated",
  "invalid_token",
  "upstream_unreachable",
  "rate_limited",
  "invalid_input",
] as const;
const GENERAL_CODES = [
  "upstream_timeout",
  "upstream_error",
  "upstream_malformed",
  "network_error",
  "csrf_rejected",
] as const;

function useFailureText(error: unknown): string | null {
  const tErrors = useTranslations("errors");
  if (!error) return null;
  if (!(error instanceof ApiError)) return tErrors("unknown");
  const login = LOGIN_CODES.find((code) => code === error.code);
  if (login) return tErrors(`login.${login}`);
  const general = GENERAL_CODES.find((code) => code === error.code);
  return general ? tErrors(general) : tErrors("unknown");
}

/** `regions` come from the server's configuration with the page, so the default region is there before any click. */
export function LoginForm({
  next,
  reason,
  regions,
  demoTokens = [],
}: {
  next: string;
  reason?: string;
  regions: readonly string[];
  /** The sandbox's public demo tokens (empty outside sandbox mode). */
  demoTokens?: readonly DemoToken[];
}) {
  const t = useTranslations("login");
  // Until React runs, a click would submit the form natively: the token must never travel that way.
  const hydrated = useHydrated();
  const login = useLogin();
  const [reveal, setReveal] = useState(false);
  const form = useForm<LoginInput>({
    resolver: zodResolver(LoginInput),
    defaultValues: { token: "", region: regions[0] ?? "" },
  });
  const { errors } = form.formState;
  const failureText = useFailureText(login.error);

  const submit = form.handleSubmit((input) =>
    login.mutate(input, {
      onSuccess: () => window.location.assign(safeNext(next)),
      onError: (error) => {
        // The BFF names the field it refused: an unknown region, or a token with characters no token has.
        for (const issue of error instanceof ApiError ? error.issues : []) {
          if (issue.path === "region") form.setError("region", { message: "regionUnknown" });
          if (issue.path === "token") {
            form.setError("token", {
              message: input.token.length > ACCESS_TOKEN_MAX ? "tokenTooLong" : "tokenMalformed",
            });
          }
        }
      },
    }),
  );

  return (
    <form onSubmit={submit} method="post" noValidate className="space-y-5">
      <LoginReason reason={reason} />
      <div className="space-y-1">
        <label htmlFor="login-token" className="block text-sm font-medium">
          {t("token")}
        </label>
        <div className="flex gap-2">
          <input
            id="login-token"
            type={reveal ? "text" : "password"}
            readOnly={!hydrated}
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
            {t(`errors.${errors.token.message}` as "errors.tokenRequired", { max: ACCESS_TOKEN_MAX })}
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
          readOnly={!hydrated}
          autoComplete="off"
          aria-invalid={!!errors.region}
          aria-describedby={errors.region ? "login-region-error" : "login-region-hint"}
          className="w-full rounded border border-line bg-surface px-3 py-2"
          {...form.register("region")}
        />
        <datalist id="login-regions">
          {regions.map((region) => (
            <option key={region} value={region} />
          ))}
        </datalist>
        {errors.region ? (
          <p id="login-region-error" className="text-sm text-bad">
            {t(`errors.${errors.region.message}` as "errors.regionRequired", { regions: regions.join(", ") })}
          </p>
        ) : (
          <p id="login-region-hint" className="text-sm text-muted">
            {t("regionHint")}
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
        disabled={!hydrated || login.isPending}
        className="w-full rounded bg-accent px-4 py-2 font-medium text-accent-ink disabled:opacity-60"
      >
        {login.isPending ? t("signingIn") : t("signIn")}
      </button>
      <DemoTokens
        tokens={demoTokens}
        ready={hydrated}
        onPick={(token) => form.setValue("token", token, { shouldValidate: true, shouldDirty: true })}
      />
    </form>
  );
}
