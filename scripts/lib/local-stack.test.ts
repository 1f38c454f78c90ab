// The developer ports `npm start` and `npm run dev` share, and where a second copy moves them.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LOCAL_STATE, localPorts } from "./local-stack.mjs";

describe("the local stack's ports", () => {
  it("are the documented ones by default", () => {
    expect(localPorts({})).toEqual({
      web: 8787,
      gateway: 8788,
      temporal: { port: 7233, uiPort: 8233, httpPort: 7234 },
      oidc: 8790,
    });
  });

  it("move together with FAIRBILL_PORT_OFFSET, and PORT still picks the web port", () => {
    const moved = localPorts({ FAIRBILL_PORT_OFFSET: "400" });
    expect(moved).toMatchObject({ web: 9187, gateway: 9188, oidc: 9190 });
    expect(moved.temporal).toEqual({ port: 7633, uiPort: 8633, httpPort: 7634 });
    expect(localPorts({ FAIRBILL_PORT_OFFSET: "400", PORT: "5173" }).web).toBe(5173);
  });

  it("share one D1/R2 state between start and dev", () => {
    expect(LOCAL_STATE.endsWith(join(".wrangler", "state"))).toBe(true);
  });
});
