import { redirect } from "next/navigation";

/** The infrastructure area opens on its projects, where its administrators start. */
export default function InfrastructureIndexPage() {
  redirect("/infrastructure/projects");
}
