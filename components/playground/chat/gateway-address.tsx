"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { GatewayAddress } from "./model/code-snippets";

const GatewayAddressContext = createContext<GatewayAddress | null>(null);

/** The gateway the console is configured with, as "View code" writes it; given by the playground's page. */
export function GatewayAddressProvider({ value, children }: { value: GatewayAddress; children: ReactNode }) {
  return <GatewayAddressContext.Provider value={value}>{children}</GatewayAddressContext.Provider>;
}

export function useGatewayAddress(): GatewayAddress {
  const address = useContext(GatewayAddressContext);
  if (!address) throw new Error("useGatewayAddress outside the playground's GatewayAddressProvider");
  return address;
}
