// What the morning-uploads bench (uploads.mjs) watches beside the documents: the resident memory of
// the orchestrator and its reading processes, and from Temporal's histories how often each
// document's reading and extraction were scheduled.
import { readdirSync, readFileSync } from "node:fs";
import { clearInterval, setInterval } from "node:timers";
import { Client, Connection } from "@temporalio/client";

/** Resident memory of the orchestrator and of its reading processes (with their pdftoppm), every 250 ms. */
export function memorySampler(rootPid) {
  const peak = { orchestrator: 0, reader: 0, readers: 0 };
  const read = (pid, file) => {
    try {
      return readFileSync(`/proc/${pid}/${file}`, "utf8");
    } catch {
      return "";
    }
  };
  const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(read(pid, "status"))?.[1] ?? 0) / 1024;
  const sample = () => {
    const children = new Map();
    for (const name of readdirSync("/proc").filter((p) => /^\d+$/.test(p))) {
      const ppid = Number(read(name, "stat").split(") ")[1]?.split(" ")[1]);
      if (ppid) children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    }
    const tree = (pid) => [pid, ...(children.get(pid) ?? []).flatMap(tree)];
    let orchestrator = 0;
    let reader = 0;
    let readers = 0;
    for (const pid of tree(rootPid)) {
      const cmd = read(pid, "cmdline");
      if (cmd.includes("reader-child")) {
        readers += 1;
        reader += tree(pid).reduce((sum, p) => sum + rssMb(p), 0);
      } else if (cmd.includes("orchestrator/main.ts")) orchestrator = Math.max(orchestrator, rssMb(pid));
    }
    peak.orchestrator = Math.max(peak.orchestrator, orchestrator);
    peak.reader = Math.max(peak.reader, reader);
    peak.readers = Math.max(peak.readers, readers);
  };
  const timer = setInterval(sample, 250);
  sample();
  return { peak, stop: () => clearInterval(timer) };
}

/** Per document: workflow runs, and how often reading and extraction were scheduled across them. */
export async function readingsPerDocument(temporalAddress, userId) {
  const connection = await Connection.connect({ address: temporalAddress });
  try {
    const client = new Client({ connection, namespace: "default" });
    const counts = new Map();
    const query = `WorkflowType = 'document' AND UserId = '${userId}'`;
    for await (const run of client.workflow.list({ query })) {
      const history = await client.workflow.getHandle(run.workflowId, run.runId).fetchHistory();
      const scheduled = (name) =>
        (history.events ?? []).filter(
          (e) => e.activityTaskScheduledEventAttributes?.activityType?.name === name,
        ).length;
      const seen = counts.get(run.workflowId) ?? { runs: 0, readings: 0, extractions: 0 };
      seen.runs += 1;
      seen.readings += scheduled("recognizeDocument");
      seen.extractions += scheduled("extractDocument");
      counts.set(run.workflowId, seen);
    }
    return counts;
  } finally {
    await connection.close();
  }
}
