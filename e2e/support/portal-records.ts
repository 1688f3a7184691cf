/** The portal's records as the access and quota suites read them from the sandbox, to compare with the screen. */

export interface PortalProfile {
  id: string;
  name: string;
  type: string;
  reseller: string;
}

export interface PortalMember {
  id: string;
  reseller: string;
  client_id: string;
  firstName: string;
  lastName: string;
  username: string;
  enabled: string;
}

export interface PortalQuotaLine {
  client_id: string;
  resource: string;
  resource_id: string;
  quota: string;
  limit: number;
  used: number;
  request_available: number;
}

export interface PortalQuotaRequest {
  id: string;
  quota: string;
  resource: string;
  resource_name: string;
  limit: number;
}
