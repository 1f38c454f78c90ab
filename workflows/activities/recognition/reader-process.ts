// Recognition in a child process (decision 016): the orchestrator never parses an uploaded file
// itself. The reading process starts with an empty environment, a hard memory cap (RLIMIT_DATA)
// and a V8 heap limit; a document that runs past its deadline or memory takes the process down
// with it and is reported with a reason, and a fresh warm process takes the next document.
import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Recognition } from "#core/documents/types";
import { ReaderStopped, RecognitionError, RECOGNITION_MESSAGES } from "./errors";
import { READER_HEAP_MB, READER_MEMORY_MB, READER_TIMEOUT_MS } from "./limits";
import { findPdftoppm } from "./rasterize";
import type { ReaderReply, ReaderRequest } from "./reader-protocol";

export interface ReaderProcessOptions {
  /** Hard cap on the process's data memory (RLIMIT_DATA), in MB. */
  memoryMb?: number;
  heapMb?: number;
  /** One document's wall-clock budget, counted from when the warm process receives it. */
  timeoutMs?: number;
  /** Time for a new process to load the OCR data. */
  startTimeoutMs?: number;
  /** pdfjs + canvas even when pdftoppm is installed (tests of the fallback). */
  rasterizer?: "pdfjs";
}

export interface ReaderProcess {
  recognize(
    bytes: Uint8Array,
    contentType: string,
    onPage?: (page: number, pages: number) => void,
  ): Promise<Recognition>;
  /** A file's pages as grey PNGs for a letter's enclosures (decision 048); same queue, limits, verdicts. */
  pages(bytes: Uint8Array, contentType: string): Promise<Uint8Array[]>;
  /** Starts the process now, so the first upload does not wait for the OCR data to load. */
  warm(): void;
  close(): Promise<void>;
  /** The current process (null before the first start or between a kill and the next start). */
  pid(): number | null;
  /** Highest resident size a reading process reached, for the logs and the benchmarks. */
  peakRssMb(): number;
}

interface Job {
  id: number;
  request: ReaderRequest["type"];
  bytes: Uint8Array;
  contentType: string;
  onPage?: (page: number, pages: number) => void;
  resolve(result: Recognition | Uint8Array[]): void;
  reject(error: Error): void;
  /** Already sent back once after running out of memory in a process that had read other files. */
  retried?: boolean;
}

type KillReason = "timeout" | "start" | "recycle" | "close";

interface Child {
  process: ChildProcess;
  ready: boolean;
  /** Documents finished by this process: memory left over from them is not the next file's fault. */
  documents: number;
  killedFor: KillReason | null;
  /** Kills a process that has not loaded the OCR data in time. */
  startTimer: NodeJS.Timeout;
  /** The end of its stderr: a V8 or allocator abort says it ran out of memory. */
  stderr: string;
  exited: Promise<void>;
}

/**
 * The reading process's whole environment: no secret, no PATH. The canvas library's allocator
 * (mimalloc) would otherwise reserve 1 GB up front, which the data cap counts as used.
 */
export const READER_ENVIRONMENT: Readonly<Record<string, string>> = { MIMALLOC_ARENA_RESERVE: "64MiB" };

const REPO_ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const CHILD_ENTRY = fileURLToPath(new URL("./reader-child.ts", import.meta.url));
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
/** How V8, glibc, Rust (canvas) and Skia report an allocation refused by the memory cap. */
const OUT_OF_MEMORY = /out of memory|heap limit|alloc/i;
/** Signals of a process that crashed on its own (an abort, a bad instruction), not one killed from outside. */
const CRASH = new Set<NodeJS.Signals>(["SIGABRT", "SIGILL", "SIGSEGV", "SIGBUS", "SIGTRAP", "SIGFPE"]);

export function createReaderProcess(options: ReaderProcessOptions = {}): ReaderProcess {
  const memoryMb = options.memoryMb ?? READER_MEMORY_MB;
  const heapMb = Math.min(options.heapMb ?? READER_HEAP_MB, memoryMb);
  const timeoutMs = options.timeoutMs ?? READER_TIMEOUT_MS;
  const startTimeoutMs = options.startTimeoutMs ?? 60_000;
  // Above this after a document, start afresh while idle rather than fail the next big file.
  const recycleAtMb = memoryMb * 0.6;
  const pdftoppm = options.rasterizer === "pdfjs" ? null : findPdftoppm();
  const queue: Job[] = [];
  let child: Child | null = null;
  let current: Job | null = null;
  let nextId = 1;
  let closed = false;
  let peak = 0;
  let deadline: NodeJS.Timeout | null = null;

  function kill(target: Child, reason: KillReason) {
    target.killedFor ??= reason;
    try {
      // Its own process group: pdftoppm, if running, goes with it.
      process.kill(-target.process.pid!, "SIGKILL");
    } catch {
      // already gone (or never started)
    }
  }

  function start(): Child {
    const nodeArgs = [
      `--max-old-space-size=${heapMb}`,
      "--expose-gc",
      "--disallow-code-generation-from-strings",
      "--import",
      TSX_LOADER,
      CHILD_ENTRY,
      ...(pdftoppm ? [`--pdftoppm=${pdftoppm}`] : []),
    ];
    // sh sets the kernel's data limit, then becomes node (same pid); fails closed if it cannot.
    const proc = spawn(
      "/bin/sh",
      ["-c", `ulimit -d ${memoryMb * 1024} && unset PWD && exec "$0" "$@"`, process.execPath, ...nodeArgs],
      {
        cwd: REPO_ROOT,
        env: { ...READER_ENVIRONMENT },
        detached: true,
        stdio: ["ignore", "ignore", "pipe", "ipc"],
        serialization: "advanced",
      },
    );
    const started: Child = {
      process: proc,
      ready: false,
      documents: 0,
      killedFor: null,
      startTimer: setTimeout(() => kill(started, "start"), startTimeoutMs),
      stderr: "",
      exited: new Promise((resolve) => {
        proc.once("close", () => resolve());
        proc.once("error", () => resolve());
      }),
    };
    proc.stderr!.on("data", (chunk: Buffer) => {
      started.stderr = (started.stderr + chunk.toString()).slice(-4096);
    });
    proc.on("message", (reply: ReaderReply) => onReply(started, reply));
    // 'close', not 'exit': by then all of its stderr has been read.
    proc.once("close", (code, signal) => onExit(started, code, signal));
    // Could not spawn, or the channel broke: kill it and treat it as dead (onExit acts once).
    proc.once("error", () => {
      kill(started, "start");
      onExit(started, null, null);
    });
    started.startTimer.unref();
    keepAlive(proc, false);
    return started;
  }

  /** Only a process reading a document keeps the orchestrator (or a test run) alive. */
  function keepAlive(proc: ChildProcess, yes: boolean) {
    if (yes) proc.ref();
    else proc.unref();
    const channel = proc.channel as { ref(): void; unref(): void } | null | undefined;
    if (yes) channel?.ref();
    else channel?.unref();
  }

  function dispatch(target: Child, job: Job) {
    keepAlive(target.process, true);
    target.stderr = ""; // only what this document makes it say counts against it
    deadline = setTimeout(() => kill(target, "timeout"), timeoutMs);
    const { request: type, id, bytes, contentType } = job;
    target.process.send({ type, id, bytes, contentType } satisfies ReaderRequest);
  }

  function pump() {
    if (closed || current || queue.length === 0) return;
    current = queue.shift()!;
    child ??= start();
    if (child.ready) dispatch(child, current);
  }

  /** Settles the document being read and moves on to the next. */
  function finish(settle: (job: Job) => void) {
    const job = current;
    current = null;
    if (deadline) clearTimeout(deadline);
    deadline = null;
    if (child) keepAlive(child.process, false);
    if (job) settle(job);
    pump();
  }

  function onReply(from: Child, reply: ReaderReply) {
    if (from !== child) return;
    if (reply.type === "ready") {
      from.ready = true;
      clearTimeout(from.startTimer);
      if (current) dispatch(from, current);
      return;
    }
    if (!current || reply.id !== current.id) return;
    if (reply.type === "page") {
      try {
        current.onPage?.(reply.page, reply.pages);
      } catch (error) {
        // Progress is a courtesy: a failing listener must not take the orchestrator down.
        console.error("OCR progress listener failed:", error instanceof Error ? error.message : error);
      }
      return;
    }
    from.documents += 1;
    peak = Math.max(peak, reply.peakRssMb);
    if (reply.rssMb > recycleAtMb) {
      // Idle now: swap in a fresh process before the next file, not after it fails.
      kill(from, "recycle");
      child = start();
    }
    if (reply.type === "done" || reply.type === "pages-done") {
      const result = reply.type === "done" ? reply.recognition : reply.pages;
      finish((job) => job.resolve(result));
      return;
    }
    const { failure } = reply;
    const error = failure.recognition
      ? new RecognitionError(failure.code, failure.message)
      : new Error(`Reading the document failed: ${failure.message}`);
    finish((job) => job.reject(error));
  }

  /** Why the process died under a document: our deadline, the file itself, or not the file's fault. */
  function deathOf(dead: Child, code: number | null, signal: NodeJS.Signals | null): Error | "retry" {
    if (dead.killedFor === "timeout") {
      const seconds = Math.round(timeoutMs / 1000);
      return new RecognitionError("too_large", RECOGNITION_MESSAGES.tookTooLong(seconds));
    }
    const memory = OUT_OF_MEMORY.test(dead.stderr);
    if (!dead.killedFor && dead.ready && (memory || (signal && CRASH.has(signal)))) {
      // Memory left over from earlier files may be to blame: judge the file on a fresh process.
      if (dead.documents > 0 && current && !current.retried) return "retry";
      return memory
        ? new RecognitionError("too_large", RECOGNITION_MESSAGES.outOfMemory)
        : new RecognitionError("unreadable", RECOGNITION_MESSAGES.unreadable);
    }
    if (dead.killedFor === "close") return new ReaderStopped("The OCR reader was closed");
    return new ReaderStopped(
      `The OCR reading process stopped (${signal ?? `code ${code}`}) before the document was read`,
    );
  }

  function onExit(dead: Child, code: number | null, signal: NodeJS.Signals | null) {
    clearTimeout(dead.startTimer);
    if (dead !== child) return;
    child = null;
    if (!dead.killedFor || dead.killedFor === "start") {
      const tail = dead.stderr.trim().split("\n").slice(-3).join(" | ").slice(0, 500);
      console.error(`OCR reading process ${dead.process.pid} exited (${signal ?? code}): ${tail}`);
    }
    const verdict = deathOf(dead, code, signal);
    if (verdict === "retry" && current) {
      current.retried = true;
      queue.unshift(current);
      current = null;
    }
    finish((job) => job.reject(verdict as Error));
    // Stay warm after a kill; a process that never got ready restarts only when a document waits.
    if (!closed && !child && dead.ready) child = start();
  }

  function enqueue<T>(job: Omit<Job, "id" | "resolve" | "reject">): Promise<T> {
    if (closed) return Promise.reject(new ReaderStopped("The OCR reader is closed"));
    return new Promise<T>((resolve, reject) => {
      queue.push({ ...job, id: nextId++, resolve: resolve as Job["resolve"], reject });
      pump();
    });
  }

  return {
    recognize: (bytes, contentType, onPage) => enqueue({ request: "recognize", bytes, contentType, onPage }),
    pages: (bytes, contentType) => enqueue({ request: "pages", bytes, contentType }),
    warm() {
      if (!closed) child ??= start();
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new ReaderStopped("The OCR reader was closed"));
      const running = child;
      if (running) {
        kill(running, "close");
        await running.exited;
      }
    },
    pid: () => child?.process.pid ?? null,
    peakRssMb: () => peak,
  };
}
