import type { Messages } from "@/messages";
import type { ConsoleLocale } from "@/messages/locales";

declare module "next-intl" {
  interface AppConfig {
    Messages: Messages;
    Locale: ConsoleLocale;
  }
}
