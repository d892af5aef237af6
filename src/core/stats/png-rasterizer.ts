import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';

/**
 * resvg-js keeps native memory from every render (about 2.7 MB for a 1000×560 chart,
 * thx/resvg-js#216), and a worker thread's exit did not give all of it back: the
 * process still grew by 200 MB over 1,000 charts. A child process's exit gives back
 * everything, so charts are drawn in one that is retired after this many.
 */
const RENDERS_PER_PROCESS = 50;

// Plain CommonJS run with `node -e`, so the child needs no TypeScript loader; resvg's path and options come in the environment.
const CHILD_SOURCE = `
const { Resvg } = require(process.env.HAWKER_RESVG_PATH);
const options = JSON.parse(process.env.HAWKER_RESVG_OPTIONS);
process.on('disconnect', () => process.exit(0));
process.on('message', ({ id, svg }) => {
  try {
    process.send({ id, png: new Uint8Array(new Resvg(svg, options).render().asPng()), rss: process.memoryUsage().rss });
  } catch (error) {
    process.send({ id, error: error instanceof Error ? error.message : String(error), rss: process.memoryUsage().rss });
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

interface RenderProcess {
  child: ChildProcess;
  renders: number;
  pending: Map<number, Pending>;
  retiring: boolean;
}

interface ChildAnswer {
  id: number;
  png?: Uint8Array;
  error?: string;
  rss: number;
}

/** SVG to PNG with resvg in a recycled child process; an idle child never keeps the process alive. */
export class PngRasterizer {
  private current: RenderProcess | null = null;
  private nextId = 0;
  private largestChildRss = 0;
  private readonly resvgPath = createRequire(import.meta.url).resolve('@resvg/resvg-js');

  constructor(private readonly options: RasterOptions) {}

  /** The most memory a renderer child has held (bytes): what charts cost beside this process's own. */
  get rendererPeakRssBytes(): number {
    return this.largestChildRss;
  }

  rasterize(svg: string): Promise<Uint8Array> {
    const renderer = this.current ?? this.start();
    const id = this.nextId++;
    renderer.renders += 1;
    if (renderer.renders >= RENDERS_PER_PROCESS) {
      renderer.retiring = true;
      this.current = null;
    }
    return new Promise((resolve, reject) => {
      renderer.pending.set(id, { resolve, reject });
      setKeptAlive(renderer.child, true);
      renderer.child.send({ id, svg });
    });
  }

  private start(): RenderProcess {
    const child = spawn(process.execPath, ['-e', CHILD_SOURCE], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
      // Only what the child reads. Nothing inherited: this process holds the vault's master keys
      // and the bot tokens. No PATH (node by its full path, resvg by its resolved file), no
      // NODE_OPTIONS (plain CommonJS needs no loader, and a heap cap sized for this process is
      // not the child's), no locale or TZ (the SVG arrives with its text and dates written).
      env: {
        HAWKER_RESVG_PATH: this.resvgPath,
        HAWKER_RESVG_OPTIONS: JSON.stringify({
          font: { fontFiles: this.options.fontFiles, loadSystemFonts: false, defaultFontFamily: this.options.defaultFontFamily },
          fitTo: { mode: 'original' },
        }),
      },
    });
    const renderer: RenderProcess = { child, renders: 0, pending: new Map(), retiring: false };
    child.on('message', (answer: ChildAnswer) => this.settle(renderer, answer));
    child.on('error', (error) => this.fail(renderer, error));
    child.on('exit', () => this.fail(renderer, new Error('the chart renderer stopped')));
    setKeptAlive(child, false);
    this.current = renderer;
    return renderer;
  }

  private settle(renderer: RenderProcess, answer: ChildAnswer): void {
    this.largestChildRss = Math.max(this.largestChildRss, answer.rss);
    const pending = renderer.pending.get(answer.id);
    renderer.pending.delete(answer.id);
    if (answer.png !== undefined) pending?.resolve(answer.png);
    else pending?.reject(new Error(answer.error ?? 'the chart renderer answered nothing'));
    if (renderer.pending.size > 0) return;
    if (renderer.retiring) renderer.child.disconnect();
    else setKeptAlive(renderer.child, false);
  }

  private fail(renderer: RenderProcess, error: Error): void {
    for (const pending of renderer.pending.values()) pending.reject(error);
    renderer.pending.clear();
    if (this.current === renderer) this.current = null;
  }
}

/** A child with a chart in progress holds the event loop open; an idle one does not. */
function setKeptAlive(child: ChildProcess, kept: boolean): void {
  if (kept) {
    child.ref();
    child.channel?.ref();
  } else {
    child.unref();
    child.channel?.unref();
  }
}
