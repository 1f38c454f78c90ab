// Up to N reading processes (decision 077): the reading task queue hands the orchestrator at most N
// documents at once, and each goes to a reading process of its own, so N documents are read side
// by side and no file waits in this process's memory behind another. Each process keeps decision
// 016's caps, deadline and verdicts; the pool only chooses which one reads a file.
import { createReaderProcess, type ReaderProcess, type ReaderProcessOptions } from "./reader-process";

export interface ReaderPool extends ReaderProcess {
  /** How many reading processes it may run at once. */
  readonly size: number;
}

export function createReaderPool(
  size: number,
  options: ReaderProcessOptions = {},
  make: (options: ReaderProcessOptions) => ReaderProcess = createReaderProcess,
): ReaderPool {
  if (!Number.isInteger(size) || size < 1) throw new Error("A reader pool needs at least one process");
  // Started on first use: an orchestrator that reads one document at a time keeps one warm process.
  const readers: (ReaderProcess | null)[] = Array.from({ length: size }, () => null);
  const busy = Array.from({ length: size }, () => 0);
  let closed = false;

  /** An idle warm process, else an idle one not yet started, else the least busy. */
  function choose(): number {
    const idleWarm = readers.findIndex((r, i) => r !== null && busy[i] === 0);
    if (idleWarm >= 0) return idleWarm;
    return busy.indexOf(Math.min(...busy));
  }

  function reader(i: number): ReaderProcess {
    readers[i] ??= make(options);
    return readers[i];
  }

  async function on<T>(run: (r: ReaderProcess) => Promise<T>): Promise<T> {
    const i = choose();
    busy[i] += 1;
    try {
      return await run(reader(i));
    } finally {
      busy[i] -= 1;
    }
  }

  return {
    size,
    recognize: (bytes, contentType, onPage) => on((r) => r.recognize(bytes, contentType, onPage)),
    pages: (bytes, contentType) => on((r) => r.pages(bytes, contentType)),
    warm() {
      if (!closed) reader(0).warm();
    },
    async close() {
      closed = true;
      await Promise.all(readers.map((r) => r?.close()));
    },
    pid: () => readers[0]?.pid() ?? null,
    peakRssMb: () => Math.max(0, ...readers.map((r) => r?.peakRssMb() ?? 0)),
  };
}
