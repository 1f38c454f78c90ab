// Proof that reading documents needs no network: while blocked, every fetch and outbound socket
// from this process is refused and recorded (the OCR worker thread has its own guard).
import net from "node:net";

export interface NetworkGuard {
  attempts: string[];
  restore(): void;
}

export function blockNetwork(): NetworkGuard {
  const attempts: string[] = [];
  const realFetch = globalThis.fetch;
  const realConnect = net.Socket.prototype.connect;
  globalThis.fetch = async (input: string | URL | Request) => {
    attempts.push(`fetch ${input instanceof Request ? input.url : String(input)}`);
    throw new Error("Network access is blocked while reading documents");
  };
  net.Socket.prototype.connect = function (...args: unknown[]) {
    attempts.push(`connect ${JSON.stringify(args[0])}`);
    throw new Error("Network access is blocked while reading documents");
  } as typeof net.Socket.prototype.connect;
  return {
    attempts,
    restore() {
      globalThis.fetch = realFetch;
      net.Socket.prototype.connect = realConnect;
    },
  };
}
