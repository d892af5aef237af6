import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../log/logger.js';
import type { DashboardEvent, DashboardEventFeed, DashboardEvents } from '../store/dashboard-events.js';

/** A stream says it is alive this often, so proxies keep it open and the page notices a dead one. */
const PING_EVERY_MS = 20_000;
/** A page that reads nothing while this much waits unsent is dropped: it would only hold memory. */
const MAX_UNSENT_BYTES = 1024 * 1024;

/** What a stream checks at each ping: false ends it (the session expired, the person left the team), and so does a check that fails or has not answered by the next ping. */
export type StillAllowed = () => Promise<boolean>;

/** An SSE frame per event, built once and written to every stream of the shop. */
const frames = new WeakMap<DashboardEvent, string>();

function frameOf(event: DashboardEvent): string {
  let frame = frames.get(event);
  if (frame === undefined) {
    const data = event.order;
    frame = `event: ${event.type}\ndata: ${JSON.stringify(data)}\n\n`;
    frames.set(event, frame);
  }
  return frame;
}

/**
 * The open `GET /dashboard/api/events` streams of one server: one subscriber connection
 * (opened with the first stream) fans each shop's events out to every stream of that shop.
 */
export class EventStreams {
  private feed: DashboardEventFeed | null = null;
  private readonly open = new Map<ServerResponse, () => void>();

  constructor(
    private readonly events: DashboardEvents,
    private readonly logger: Logger,
    private readonly pingEveryMs = PING_EVERY_MS,
  ) {}

  /** Serves one stream until the page goes, its access ends or the server closes. */
  async serve(accountId: string, stillAllowed: StillAllowed, request: IncomingMessage, response: ServerResponse): Promise<void> {
    this.feed ??= this.events.feed(this.logger);
    let ended = false;
    const write = (frame: string) => {
      if (ended) return;
      response.write(frame);
      if (response.writableLength > MAX_UNSENT_BYTES) end();
    };
    const stopListening = await this.feed.listen(accountId, (event) => write(frameOf(event)));
    if (request.destroyed || response.destroyed) {
      stopListening();
      return;
    }
    let checking = false;
    const ping = setInterval(() => {
      // A check still unanswered a whole ping later could not be made either (Redis unreachable, a command queued
      // for a connection that is gone): the stream ends rather than outlive access nobody could confirm.
      if (checking) {
        this.logger.warn('event stream access check did not answer');
        end();
        return;
      }
      checking = true;
      void stillAllowed().then(
        (allowed) => {
          checking = false;
          if (allowed) write('event: ping\ndata: {}\n\n');
          else end();
        },
        // Access that cannot be checked is not granted: the page reconnects, and its new call is checked afresh.
        (error: unknown) => {
          checking = false;
          this.logger.warn({ err: error instanceof Error ? error.message : 'non-error thrown' }, 'event stream access check failed');
          end();
        },
      );
    }, this.pingEveryMs);
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(ping);
      stopListening();
      this.open.delete(response);
      response.end();
    };
    this.open.set(response, end);
    // The response's close: the page went (its connection ended) or the stream was ended here.
    response.on('close', end);
    // Headers go once the subscription holds: a page that has them hears every event from then on.
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    response.write(': connected\n\n');
  }

  /** Ends every stream (the page reconnects elsewhere) and closes the subscriber connection. */
  async close(): Promise<void> {
    for (const end of [...this.open.values()]) end();
    await this.feed?.close();
    this.feed = null;
  }
}
