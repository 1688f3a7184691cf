/**
 * Reading servers (OpenStack compute records): addresses, flavor and image are free-form objects in the spec. Read
 * with small checks rather than zod, which would cost this page's first load ~32 kB.
 */
import type { IaaSServer } from "@/lib/portal/schemas/iaas";

export interface ServerFlavor {
  name?: string;
  original_name?: string;
  vcpus?: number;
  ram?: number;
  disk?: number;
}

const fieldsOf = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const str = (value: unknown) => (typeof value === "string" ? value : undefined);
const num = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : undefined);

/** Every IP of a server, across its networks. */
export function serverAddresses(server: IaaSServer): string[] {
  const networks = server.addresses ?? {};
  return Object.values(networks).flatMap((list) =>
    Array.isArray(list) ? list.flatMap((entry) => str(fieldsOf(entry).addr) ?? []) : [],
  );
}

export function serverFlavor(server: IaaSServer): ServerFlavor {
  const flavor = fieldsOf(server.flavor);
  return {
    name: str(flavor.name),
    original_name: str(flavor.original_name),
    vcpus: num(flavor.vcpus),
    ram: num(flavor.ram),
    disk: num(flavor.disk),
  };
}

export function serverImage(server: IaaSServer): string {
  const image = fieldsOf(server.image);
  return str(image.name) ?? str(image.id) ?? "";
}

/** Distinct values of a field, sorted, for a filter. */
export const distinct = (values: readonly (string | undefined)[]) =>
  [...new Set(values.filter((v): v is string => Boolean(v)))].sort((a, b) => a.localeCompare(b));
