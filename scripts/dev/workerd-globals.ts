// `npm run dev` runs the Worker's code in Node. Where Node's web APIs differ from workerd's in a
// way the Worker relies on, this makes Node behave like workerd (dev only, never the Worker).

/**
 * workerd streams a Request body without being told; Node's fetch insists on `duplex: "half"` for a
 * ReadableStream body (app/security/request-body.ts re-wraps uploads as they are counted).
 */
function requestWithDefaultDuplex(Base: typeof Request): typeof Request {
  return class WorkerdRequest extends Base {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      const streamed = init?.body instanceof ReadableStream && !("duplex" in init);
      super(input, streamed ? ({ ...init, duplex: "half" } as RequestInit) : init);
    }
  };
}

let installed = false;

export function installWorkerdGlobals(): void {
  if (installed) return;
  installed = true;
  globalThis.Request = requestWithDefaultDuplex(globalThis.Request);
}
