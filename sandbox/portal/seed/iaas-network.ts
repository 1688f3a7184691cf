/**
 * Seed of the network side of the iaas slice, with OpenStack's field names: per project a network with a
 * subnet, a router, ports, floating IPs and security groups; load balancers (listener, pool, members, health
 * monitor, L7 policy and rule) for the web and ERP projects.
 */
import type { IaasProject } from "./iaas-project";
import { hex } from "./iaas-compute";

/** Every record carries `project_id`, so deleting a project can drop what it owned. */
export type NetworkRecord = Record<string, unknown> & { id: string; project_id: string };

export interface NetworkingSeed {
  networks: {
    floating_ips: NetworkRecord[];
    networks: NetworkRecord[];
    ports: NetworkRecord[];
    routers: NetworkRecord[];
    security_groups: NetworkRecord[];
    security_groups_rules: NetworkRecord[];
  };
  loadbalancers: {
    healthmonitors: NetworkRecord[];
    l7policies: NetworkRecord[];
    l7rules: NetworkRecord[];
    listeners: NetworkRecord[];
    loadbalancers: NetworkRecord[];
    members: NetworkRecord[];
    pools: NetworkRecord[];
  };
}

const PUBLIC_NETWORK_ID = "public-network";
const LB_PROJECTS = new Set(["web-prod", "erp"]);

export function seedNetworking(projects: readonly IaasProject[], rng: () => number): NetworkingSeed {
  const seed: NetworkingSeed = {
    networks: {
      floating_ips: [],
      networks: [],
      ports: [],
      routers: [],
      security_groups: [],
      security_groups_rules: [],
    },
    loadbalancers: {
      healthmonitors: [],
      l7policies: [],
      l7rules: [],
      listeners: [],
      loadbalancers: [],
      members: [],
      pools: [],
    },
  };
  const net = seed.networks;

  projects.forEach((project, p) => {
    const project_id = project.id;
    const status = project.enabled ? "ACTIVE" : "DOWN";
    const subnetId = hex(rng, 32);
    const network = {
      id: hex(rng, 32),
      name: `${project.name}-net`,
      status,
      subnets: [subnetId],
      shared: false,
      "router:external": false,
      admin_state_up: project.enabled,
      project_id,
    };
    const router = {
      id: hex(rng, 32),
      name: `${project.name}-router`,
      status,
      admin_state_up: project.enabled,
      external_gateway_info: { network_id: PUBLIC_NETWORK_ID, enable_snat: true },
      project_id,
    };
    net.networks.push(network);
    net.routers.push(router);

    const ports = [0, 1].map((n) => ({
      id: hex(rng, 32),
      name: n === 0 ? `${project.name}-router-port` : `${project.name}-vm-port`,
      network_id: network.id,
      device_id: n === 0 ? router.id : hex(rng, 32),
      device_owner: n === 0 ? "network:router_interface" : "compute:nova",
      fixed_ips: [{ subnet_id: subnetId, ip_address: `10.${p}.0.${n === 0 ? 1 : 10}` }],
      mac_address: `fa:16:3e:${hex(rng, 2)}:${hex(rng, 2)}:${hex(rng, 2)}`,
      status,
      project_id,
    }));
    net.ports.push(...ports);
    if (project.enabled) {
      net.floating_ips.push({
        id: hex(rng, 32),
        floating_ip_address: `203.0.113.${20 + p}`,
        fixed_ip_address: ports[1].fixed_ips[0].ip_address,
        floating_network_id: PUBLIC_NETWORK_ID,
        port_id: ports[1].id,
        router_id: router.id,
        status: "ACTIVE",
        project_id,
      });
    }

    const groups = ["default", "web"].map((name) => ({
      id: hex(rng, 32),
      name,
      description: name === "default" ? "Default security group" : "HTTP and HTTPS from anywhere",
      stateful: true,
      project_id,
    }));
    net.security_groups.push(...groups);
    const rule = (
      group: string,
      direction: string,
      protocol: string | null,
      port: number | null,
      remote: string | null,
    ) => ({
      id: hex(rng, 32),
      security_group_id: group,
      direction,
      ethertype: "IPv4",
      protocol,
      port_range_min: port,
      port_range_max: port,
      remote_ip_prefix: remote,
      project_id,
    });
    net.security_groups_rules.push(
      rule(groups[0].id, "egress", null, null, null),
      rule(groups[0].id, "ingress", "tcp", 22, "10.0.0.0/8"),
      rule(groups[1].id, "ingress", "tcp", 80, "0.0.0.0/0"),
      rule(groups[1].id, "ingress", "tcp", 443, "0.0.0.0/0"),
    );

    if (LB_PROJECTS.has(project.name)) seedLoadBalancer(seed.loadbalancers, project, subnetId, p, rng);
  });
  return seed;
}

function seedLoadBalancer(
  lbs: NetworkingSeed["loadbalancers"],
  project: IaasProject,
  subnetId: string,
  p: number,
  rng: () => number,
): void {
  const project_id = project.id;
  const [lbId, listenerId, poolId, apiPoolId, monitorId, policyId, ruleId] = Array.from({ length: 7 }, () =>
    hex(rng, 32),
  );
  const members = [11, 12].map((host) => ({
    id: hex(rng, 32),
    name: `${project.name}-backend-${host}`,
    address: `10.${p}.0.${host}`,
    protocol_port: 8080,
    weight: 1,
    pool_id: poolId,
    subnet_id: subnetId,
    provisioning_status: "ACTIVE",
    operating_status: host === 12 && project.name === "erp" ? "ERROR" : "ONLINE",
    project_id,
  }));
  lbs.loadbalancers.push({
    id: lbId,
    name: `${project.name}-lb`,
    vip_address: `10.${p}.0.100`,
    vip_subnet_id: subnetId,
    provider: "amphora",
    provisioning_status: "ACTIVE",
    operating_status: members.some((m) => m.operating_status === "ERROR") ? "DEGRADED" : "ONLINE",
    listeners: [{ id: listenerId }],
    pools: [{ id: poolId }, { id: apiPoolId }],
    project_id,
  });
  lbs.listeners.push({
    id: listenerId,
    name: `${project.name}-https`,
    protocol: "HTTPS",
    protocol_port: 443,
    default_pool_id: poolId,
    loadbalancers: [{ id: lbId }],
    l7policies: [{ id: policyId }],
    provisioning_status: "ACTIVE",
    operating_status: "ONLINE",
    project_id,
  });
  for (const [id, name] of [
    [poolId, "web"],
    [apiPoolId, "api"],
  ]) {
    lbs.pools.push({
      id,
      name: `${project.name}-${name}-pool`,
      protocol: "HTTP",
      lb_algorithm: "ROUND_ROBIN",
      listeners: [{ id: listenerId }],
      loadbalancers: [{ id: lbId }],
      members: id === poolId ? members.map((m) => ({ id: m.id })) : [],
      healthmonitor_id: id === poolId ? monitorId : null,
      provisioning_status: "ACTIVE",
      operating_status: "ONLINE",
      project_id,
    });
  }
  lbs.members.push(...members);
  lbs.healthmonitors.push({
    id: monitorId,
    name: `${project.name}-http-check`,
    type: "HTTP",
    delay: 5,
    timeout: 3,
    max_retries: 3,
    http_method: "GET",
    url_path: "/healthz",
    expected_codes: "200",
    pools: [{ id: poolId }],
    provisioning_status: "ACTIVE",
    project_id,
  });
  lbs.l7policies.push({
    id: policyId,
    name: "api-to-api-pool",
    listener_id: listenerId,
    action: "REDIRECT_TO_POOL",
    redirect_pool_id: apiPoolId,
    position: 1,
    rules: [{ id: ruleId }],
    provisioning_status: "ACTIVE",
    project_id,
  });
  lbs.l7rules.push({
    id: ruleId,
    l7policy_id: policyId,
    type: "PATH",
    compare_type: "STARTS_WITH",
    value: "/api",
    invert: false,
    provisioning_status: "ACTIVE",
    project_id,
  });
}
