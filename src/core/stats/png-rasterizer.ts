import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * resvg-js keeps the native memory of every render (about 2.7 MB for a 1000×560 chart,
 * thx/resvg-js#216) until its thread ends, whatever the garbage collector does. So
 * rendering happens in a worker thread that is retired after this many charts, which
 * bounds that memory.
 */
const RENDERS_PER_WORKER = 10;

// Plain CommonJS so the thread needs no TypeScript loader (tsx, vitest); resvg's path comes from the main thread.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { Resvg } = require(workerData.resvgPath);
parentPort.on('message', ({ id, svg }) => {
  try {
    parentPort.postMessage({ id, png: new Uint8Array(new Resvg(svg, workerData.options).render().asPng()) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

export interface RasterOptions {
  fontFiles: string[];
  defaultFontFamily: string;
}

interface Pending {
  resolve: (png: Uint8Array) => void;
  reject: (error: Error) => void;
}

interface RenderThread {
  worker: Worker;
  renders: number;
  pending: Map<number, Pending>;
  retiring: boolean;
}

interface ThreadAnswer {
  id: number;
  png?: Uint8Array;
  error?: string;
}

/** SVG to PNG with resvg in a recycled worker thread; an idle thread never keeps the process alive. */
export class PngRasterizer {
  private thread: RenderThread | null = null;
  private nextId = 0;
  private readonly resvgPath = createRequire(import.meta.url).resolve('@resvg/resvg-js');

  constructor(private readonly options: RasterOptions) {}

  rasterize(svg: string): Promise<Uint8Array> {
    const thread = this.current();
    const id = this.nextId++;
    thread.renders += 1;
    if (thread.renders >= RENDERS_PER_WORKER) {
      thread.retiring = true;
      this.thread = null;
    }
    return new Promise((resolve, reject) => {
      thread.pending.set(id, { resolve, reject });
      thread.worker.ref();
      thread.worker.postMessage({ id, svg });
    });
  }

  private current(): RenderThread {
    if (this.thread) return this.thread;
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        resvgPath: this.resvgPath,
        options: {
          font: { fontFiles: this.options.fontFiles, loadSystemFonts: false, defaultFontFamily: this.options.defaultFontFamily },
          fitTo: { mode: 'original' },
        },
      },
    });
    const thread: RenderThread = { worker, renders: 0, pending: new Map(), retiring: false };
    worker.on('message', (answer: ThreadAnswer) => this.settle(thread, answer));
    worker.on('error', (error) => this.fail(thread, error));
    worker.on('exit', () => this.fail(thread, new Error('the chart renderer stopped')));
    worker.unref();
    this.thread = thread;
    return thread;
  }

  private settle(thread: RenderThread, answer: ThreadAnswer): void {
    const pending = thread.pending.get(answer.id);
    thread.pending.delete(answer.id);
    if (answer.png !== undefined) pending?.resolve(answer.png);
    else pending?.reject(new Error(answer.error ?? 'the chart renderer answered nothing'));
    if (thread.pending.size > 0) return;
    if (thread.retiring) void thread.worker.terminate();
    else thread.worker.unref();
  }

  private fail(thread: RenderThread, error: Error): void {
    for (const pending of thread.pending.values()) pending.reject(error);
    thread.pending.clear();
    if (this.thread === thread) this.thread = null;
  }
}
