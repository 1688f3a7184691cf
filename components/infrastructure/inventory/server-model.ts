/** Reading servers (OpenStack compute records): addresses, flavor and image are free-form objects in the spec. */
import { z } from "zod";
import type { IaaSServer } from "@/lib/portal/schemas/iaas";

const Address = z.looseObject({ addr: z.string().optional() });
const Flavor = z.looseObject({
  name: z.string().optional(),
  original_name: z.string().optional(),
  vcpus: z.number().optional(),
  ram: z.number().optional(),
  disk: z.number().optional(),
});
const Image = z.looseObject({ name: z.string().optional(), id: z.string().optional() });

/** Every IP of a server, across its networks. */
export function serverAddresses(server: IaaSServer): string[] {
  const networks = server.addresses ?? {};
  return Object.values(networks).flatMap((list) =>
    Array.isArray(list) ? list.flatMap((entry) => Address.safeParse(entry).data?.addr ?? []) : [],
  );
}

export function serverFlavor(server: IaaSServer): z.infer<typeof Flavor> {
  return Flavor.safeParse(server.flavor).data ?? {};
}

export function serverImage(server: IaaSServer): string {
  const image = Image.safeParse(server.image).data;
  return image?.name ?? image?.id ?? "";
}

/** Distinct values of a field, sorted, for a filter. */
export const distinct = (values: readonly (string | undefined)[]) =>
  [...new Set(values.filter((v): v is string => Boolean(v)))].sort((a, b) => a.localeCompare(b));
