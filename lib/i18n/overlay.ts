import type { PartialMessages } from "@/messages";

/**
 * The portal's language tokens for the active locale, as a message tree to lay over the bundled messages.
 * Filled in by the translations area (live overlay); until then nothing is overlaid.
 */
export async function portalOverlay(_locale: string): Promise<PartialMessages> {
  return {};
}
