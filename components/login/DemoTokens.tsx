"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { z } from "zod";
import { bff } from "@/lib/api/http";

/** The sandbox's public demo tokens (`{name, token}`; `value` accepted too); absent outside sandbox mode. */
const DemoTokenList = z.object({
  tokens: z.array(
    z
      .object({ name: z.string(), token: z.string().optional(), value: z.string().optional(), description: z.string().optional() })
      .transform((t) => ({ name: t.name, value: t.token ?? t.value ?? "", description: t.description }))
      .refine((t) => t.value !== ""),
  ),
});

export function DemoTokens({ onPick }: { onPick: (token: string) => void }) {
  const t = useTranslations("login");
  const demo = useQuery({
    queryKey: ["session", "demo"],
    queryFn: async () => DemoTokenList.parse(await bff("GET", "/api/session/demo")).tokens,
    retry: false,
    staleTime: Infinity,
  });
  if (!demo.data || demo.data.length === 0) return null;
  return (
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
              onClick={() => onPick(token.value)}
              title={token.description}
              className="rounded border border-line bg-surface px-2 py-1 hover:bg-raised"
            >
              {t("demo.use", { name: token.name })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
