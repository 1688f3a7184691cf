import type { Messages, Locale } from "@/messages";

declare module "next-intl" {
  interface AppConfig {
    Messages: Messages;
    Locale: Locale;
  }
}
