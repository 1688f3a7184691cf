/** The stored shape of an infrastructure project, shared by the seed files of its resources. */
export interface IaasProject {
  id: string;
  name: string;
  description: string;
  domain_id: string;
  domain_name: string;
  client: string;
  client_name: string;
  reseller: string;
  enabled: boolean;
  updated: string;
  quota_profile: string;
}
