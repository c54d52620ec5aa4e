// Document work off the event loop (issue 31): validating, sanitising, rendering and exporting a document of up to
// 10 MB costs up to seconds of CPU. It runs in a piscina pool of worker threads, so the event loop only routes:
// a bounded queue (full: 503 with Retry-After), a time limit per task (its thread is ended: 503), and small
// documents inline, where a thread hop costs more than the work (bench:documents measures both).
import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import Piscina from 'piscina';
import { ApiError } from '../web/errors';
import { documentWorkConfig, type DocumentWorkConfig } from './documentConfig';
import { DOCUMENT_TASKS, type DocumentTasks, type TaskAnswer } from './documentTasks';

/** Documents of at most this many characters of JSON are worked on inline (about 2 ms of sanitising). */
export const INLINE_MAX_CHARS = 16 * 1024;
/** What a client is told to wait when the pool is full or a task ran out of time. */
export const RETRY_AFTER_SECONDS = 10;
export const DOCUMENTS_BUSY_MESSAGE =
  'The server is busy with other large documents. Please try again in a few seconds.';

export function documentTimeoutMessage(seconds: number): string {
  return `This document took more than ${seconds} seconds to process. Please try again later.`;
}

export type DocumentTaskName = keyof DocumentTasks;
type InputOf<N extends DocumentTaskName> = Parameters<DocumentTasks[N]>[0];
type ValueOf<N extends DocumentTaskName> =
  ReturnType<DocumentTasks[N]> extends TaskAnswer<infer T> ? T : never;

/** How one task ended, with its time waited for a thread and run (inline tasks wait 0). */
export interface DocumentTaskDone {
  task: DocumentTaskName;
  waitSeconds: number;
  runSeconds: number;
  outcome: 'ok' | 'error' | 'timeout';
}

export interface DocumentPool {
  /** Runs a task: inline when `size` (characters of the document) is small, else on a thread. */
  run<N extends DocumentTaskName>(name: N, input: InputOf<N>, size: number): Promise<ValueOf<N>>;
  readonly queued: number;
  readonly active: number;
  readonly threads: number;
  readonly config: DocumentWorkConfig;
  /** Called after each task, and on each refusal for a full queue. Answers an unsubscribe. */
  onTaskDone(listener: (done: DocumentTaskDone) => void): () => void;
  onRejected(listener: () => void): () => void;
  close(): Promise<void>;
}

const WORKER_FILE = path.join(__dirname, 'documentWorker.cjs');

const busy = () =>
  new ApiError(503, 'server_busy', DOCUMENTS_BUSY_MESSAGE, {
    headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
  });

function answerOf<T>(answer: TaskAnswer<T>): T {
  if ('refused' in answer) {
    const { status, code, message } = answer.refused;
    throw new ApiError(status, code, message);
  }
  return answer.value;
}

export function createDocumentPool(config: DocumentWorkConfig): DocumentPool {
  const pool = new Piscina({
    filename: WORKER_FILE,
    // One thread always: it is ready for the first large document, and replaces at once one ended by the time
    // limit (with none, piscina leaves the queue waiting for a thread).
    minThreads: 1,
    maxThreads: config.threads,
    maxQueue: config.maxQueue,
    // A started thread is kept a while: starting one (the TypeScript runtime, then React and the schema) costs more
    // than a large document's work.
    idleTimeout: 5 * 60_000,
    // The threads yield the CPU to the event loop when both want it (Linux niceness per thread; piscina's optional
    // @napi-rs/nice): routing, health checks and reads stay fast while a core is busy with documents.
    niceIncrement: 10,
    // The worker file loads the TypeScript runtime itself; the process's flags (-r, --inspect) are not for it.
    execArgv: [],
  });
  const doneListeners = new Set<(done: DocumentTaskDone) => void>();
  const rejectedListeners = new Set<() => void>();
  let inFlight = 0;
  const finished = (done: DocumentTaskDone) => {
    for (const listener of doneListeners) listener(done);
  };

  const onThread = async <N extends DocumentTaskName>(name: N, input: InputOf<N>) => {
    if (pool.queueSize >= config.maxQueue) {
      for (const listener of rejectedListeners) listener();
      throw busy();
    }
    const queuedAt = performance.now();
    let startedAt: number | undefined;
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const { port1, port2 } = new MessageChannel();
    port1.once('message', () => {
      startedAt = performance.now();
      timer = setTimeout(() => controller.abort(), config.taskTimeoutMs);
    });
    const since = (at: number | undefined) => (at === undefined ? 0 : (performance.now() - at) / 1000);
    inFlight += 1;
    let answer: TaskAnswer<ValueOf<N>>;
    try {
      answer = (await pool.run(
        { input, started: port2 },
        { name, signal: controller.signal, transferList: [port2] },
      )) as TaskAnswer<ValueOf<N>>;
      const runSeconds = answer.runMs / 1000;
      finished({
        task: name,
        waitSeconds: Math.max(0, since(queuedAt) - runSeconds),
        runSeconds,
        outcome: 'ok',
      });
    } catch (error) {
      const timedOut = controller.signal.aborted;
      const waitSeconds = startedAt === undefined ? since(queuedAt) : (startedAt - queuedAt) / 1000;
      finished({
        task: name,
        waitSeconds,
        runSeconds: since(startedAt),
        outcome: timedOut ? 'timeout' : 'error',
      });
      if (!timedOut) throw error;
      throw new ApiError(503, 'document_timeout', documentTimeoutMessage(config.taskTimeoutMs / 1000), {
        headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
      });
    } finally {
      clearTimeout(timer);
      port1.close();
      inFlight -= 1;
    }
    // Outside the try: a refusal the task answered (a 400) ran fine, it is not also counted as an error.
    return answerOf(answer);
  };

  const inline = <N extends DocumentTaskName>(name: N, input: InputOf<N>) => {
    const work = DOCUMENT_TASKS[name] as (input: InputOf<N>) => TaskAnswer<ValueOf<N>>;
    const answer = work(input);
    finished({ task: name, waitSeconds: 0, runSeconds: answer.runMs / 1000, outcome: 'ok' });
    return answerOf(answer);
  };

  return {
    async run(name, input, size) {
      return size <= INLINE_MAX_CHARS ? inline(name, input) : onThread(name, input);
    },
    get queued() {
      return pool.queueSize;
    },
    get active() {
      return inFlight - pool.queueSize;
    },
    get threads() {
      return pool.threads.length;
    },
    config,
    onTaskDone(listener) {
      doneListeners.add(listener);
      return () => doneListeners.delete(listener);
    },
    onRejected(listener) {
      rejectedListeners.add(listener);
      return () => rejectedListeners.delete(listener);
    },
    close: () => pool.destroy(),
  };
}

let shared: DocumentPool | undefined;

/** The process's document pool, made at first use from the environment (workers/documentConfig.ts). */
export function documentWork(): DocumentPool {
  shared ??= createDocumentPool(documentWorkConfig());
  return shared;
}

/** Ends the process's pool (server shutdown); a later use makes a new one. */
export async function closeDocumentWork(): Promise<void> {
  const pool = shared;
  shared = undefined;
  await pool?.close();
}
