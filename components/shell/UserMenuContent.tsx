"use client";

import { Languages, LogOut } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { DropdownMenu } from "radix-ui";
import { useLogout, useSession } from "@/lib/api/session";
import { useTranslateModeAllowed } from "@/components/translations/in-context/use-translate-allowed";
import { setTranslateCookie, translateCookieSet } from "@/lib/i18n/translate-mode";
import { TopBarMenu, type TopBarMenuProps } from "./TopBarMenu";
import { usePortalContext } from "./use-brand";

/** The signed-in user's menu; loaded on the first press by UserMenu. */
export function UserMenuContent({ name, ...menu }: Omit<TopBarMenuProps, "children"> & { name: string }) {
  const t = useTranslations("shell");
  const logout = useLogout();
  const session = useSession();
  const { identity } = usePortalContext();
  const router = useRouter();
  const translateAllowed = useTranslateModeAllowed();
  // Which gateway key the playground's calls use: the session's own, the server's default, or none at all.
  const key = session.data?.gatewayKey;
  const gatewayKeyText = !key
    ? null
    : key.set
      ? key.last4
        ? t("user.gatewayKey.sessionLast4", { last4: key.last4 })
        : t("user.gatewayKey.session")
      : key.serverDefault === undefined
        ? null
        : key.serverDefault
          ? t("user.gatewayKey.serverDefault")
          : t("user.gatewayKey.none");

  return (
    <TopBarMenu {...menu} className="min-w-56">
      <div className="px-2 py-2">
        <p className="font-medium text-ink">{name}</p>
        {identity?.user?.email && <p className="truncate text-xs text-muted">{identity.user.email}</p>}
        {identity?.client?.display_name && (
          <p className="truncate text-xs text-muted">{identity.client.display_name}</p>
        )}
        {session.data?.region && (
          <p className="text-xs text-muted">{t("user.region", { region: session.data.region })}</p>
        )}
        {gatewayKeyText && (
          <p className="text-xs text-muted" data-testid="gateway-key-in-use">
            {gatewayKeyText}
          </p>
        )}
      </div>
      <DropdownMenu.Separator className="my-1 h-px bg-line" />
      {translateAllowed && (
        <DropdownMenu.CheckboxItem
          checked={translateCookieSet()}
          onCheckedChange={(on) => {
            setTranslateCookie(on);
            router.refresh();
          }}
          className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 outline-none data-[highlighted]:bg-raised"
        >
          <Languages size={16} aria-hidden />
          {t("translateMode.menu")}
          <kbd className="ml-auto rounded border border-line px-1 font-mono text-xs text-muted">
            {t("translateMode.shortcut")}
          </kbd>
        </DropdownMenu.CheckboxItem>
      )}
      <DropdownMenu.Item
        // A full page load, not a client navigation: nothing of the ended session stays in memory.
        onSelect={() =>
          logout.mutate(undefined, {
            // eslint-disable-next-line @next/next/no-location-assign-relative-destination
            onSettled: () => window.location.assign("/login?reason=loggedOut"),
          })
        }
        className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 outline-none data-[highlighted]:bg-raised"
      >
        <LogOut size={16} aria-hidden />
        {t("logout")}
      </DropdownMenu.Item>
    </TopBarMenu>
  );
}
