/** The one cloud account every seeded record belongs to, so areas agree on names. */
export const ACCOUNT = {
  client: "acme-corp",
  client_id: "cl-acme-0001",
  client_name: "ACME Corporation",
  reseller: "cloudreseller",
  reseller_id: "rs-cloud-0001",
  reseller_name: "Cloud Reseller GmbH",
  provider: "portal",
} as const;
