import { redirect } from "next/navigation";

/** The AI area opens on its keys, the screen its administrators use most. */
export default function AiIndexPage() {
  redirect("/ai/keys");
}
