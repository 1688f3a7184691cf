"use client";

/**
 * Turns translate mode on or off from anywhere (the shell's Alt+Shift+T, the user menu): the switch is a cookie,
 * and a refresh of the page's server render brings the marked messages and the panel, or takes them away. Loaded
 * on first use, so a user who never presses the shortcut never downloads it.
 */
import { bff } from "@/lib/api/http";
import { guard } from "@/lib/guards";
import { setTranslateCookie, translateCookieSet } from "@/lib/i18n/translate-mode";
import { toast } from "@/components/ui/toast";

const PERMISSION = "i18n_lang-post";
const Answer = guard.objectOf({ denied: guard.arrayOf(guard.string) });

/** Whether the session is known not to be allowed to save tokens (the BFF's permission answer). */
async function refused(): Promise<boolean> {
  try {
    const answer = Answer.safeParse(await bff("GET", "/api/session/permissions?ops=i18n.lang.save"));
    return answer.success && answer.data.denied.includes(PERMISSION);
  } catch {
    return false;
  }
}

/**
 * Flips the switch and refreshes the page. Refused (a toast names the permission) for a session that may not save
 * tokens; the server would ignore the switch for it anyway.
 */
export async function toggleTranslateMode(refresh: () => void, deniedText: (permission: string) => string) {
  if (translateCookieSet()) {
    setTranslateCookie(false);
    refresh();
    return;
  }
  if (await refused()) {
    toast({ tone: "warn", title: deniedText(PERMISSION) });
    return;
  }
  setTranslateCookie(true);
  refresh();
}
