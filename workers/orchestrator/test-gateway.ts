// For tests: the real gateway on a free local port, with Temporal replaced by what the test passes.
import type { AddressInfo } from "node:net";
import { createGateway, type GatewayDeps } from "./gateway";

export async function listeningGateway(
  secret: GatewayDeps["secret"],
  client: GatewayDeps["client"],
  health: GatewayDeps["health"] = async () => ({ temporal: true, worker: "RUNNING" }),
): Promise<{ base: string; close(): Promise<void> }> {
  const server = createGateway({ secret, client, health });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
