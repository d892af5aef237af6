import type { DashboardReads, DashboardReply, DashboardWrites, ListingRead, SessionAnswer, StatusAction } from './wire.js';

const SESSION_KEY = 'hawker.dashboard.session';

/** A refused call: the API's one error shape, `{ error: { code, message } }`. */
export class CallRefused extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The session, kept in sessionStorage: cookies do not reach Telegram Web's iframe, and the tab's end ends it. */
export function savedSession(): SessionAnswer | null {
  const raw = sessionStorage.getItem(SESSION_KEY);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as SessionAnswer;
  } catch {
    return null;
  }
}

export function keepSession(session: SessionAnswer | null): void {
  if (session) sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
  else sessionStorage.removeItem(SESSION_KEY);
}

export async function openSession(body: { login: string } | { init_data: string }): Promise<SessionAnswer> {
  return (await send('POST', 'api/session', null, body)) as SessionAnswer;
}

/** The dashboard's calls, each with the session in a header (never in the URL). */
export class Api {
  constructor(
    readonly session: string,
    private readonly expired: () => void,
  ) {}

  /** A read of facts: `GET api/<path>`, with its query (a period). */
  async read<K extends keyof DashboardReads>(path: K, query: Record<string, string> = {}): Promise<DashboardReads[K]> {
    const search = new URLSearchParams(query).toString();
    return (await this.call('GET', `api/${path}${search === '' ? '' : `?${search}`}`)) as DashboardReads[K];
  }

  /** One listing read by id: what its list row lacks, such as the reviewer's note on one sent back. */
  async listing(listingId: string): Promise<ListingRead> {
    return (await this.call('GET', `api/listings/${encodeURIComponent(listingId)}`)) as ListingRead;
  }

  async deliver(orderId: string, goods: { goods: string[] } | { traded: true }, confirm: boolean): Promise<DashboardWrites['deliver']> {
    return (await this.call('POST', `api/orders/${encodeURIComponent(orderId)}/deliver`, {
      ...goods,
      confirm,
    })) as DashboardWrites['deliver'];
  }

  async take(orderId: string): Promise<DashboardWrites['take']> {
    return (await this.call('POST', `api/orders/${encodeURIComponent(orderId)}/take`, {})) as DashboardWrites['take'];
  }

  async price(listingId: string, cents: number, confirm: boolean): Promise<DashboardWrites['price']> {
    return (await this.call('POST', `api/listings/${encodeURIComponent(listingId)}/price`, { cents, confirm })) as DashboardWrites['price'];
  }

  async status(listingId: string, action: StatusAction, confirm: boolean): Promise<DashboardWrites['status']> {
    return (await this.call('POST', `api/listings/${encodeURIComponent(listingId)}/status`, {
      action,
      confirm,
    })) as DashboardWrites['status'];
  }

  async stock(listingId: string, stock: number): Promise<DashboardWrites['stock']> {
    return (await this.call('POST', `api/listings/${encodeURIComponent(listingId)}/stock`, { stock })) as DashboardWrites['stock'];
  }

  /** A write named by its path (the Autopilot tab's: `pools/add`, `listings/<id>/autopilot`), answering its facts. */
  async post<T>(path: string, body: unknown): Promise<T> {
    return (await this.call('POST', `api/${path}`, body)) as T;
  }

  /** An export as a file the browser saves: fetched with the session in its header, then handed over from memory. */
  async download(path: 'listings/export' | 'stats/export', query: Record<string, string>): Promise<void> {
    const response = await fetch(`api/${path}?${new URLSearchParams(query).toString()}`, {
      headers: { authorization: `Bearer ${this.session}` },
    });
    if (!response.ok) {
      const error = ((await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null)?.error;
      if (error?.code === 'session_expired') this.expired();
      throw new CallRefused(response.status, error?.code ?? 'unknown', error?.message ?? response.statusText);
    }
    const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'export';
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }

  async command(name: string, options: { verb?: string; values?: Record<string, string>; text?: string } = {}): Promise<DashboardReply[]> {
    return this.replies('api/command', { name, ...options });
  }

  async action(action: string): Promise<DashboardReply[]> {
    return this.replies('api/action', { action });
  }

  async form(formId: string, answer: string): Promise<DashboardReply[]> {
    return this.replies('api/form', { form_id: formId, values: { answer } });
  }

  async file(file: { caption?: string; filename: string; content_type: string; base64: string }): Promise<DashboardReply[]> {
    return this.replies('api/file', file);
  }

  async messages(): Promise<{ locale: string; ftl: string }> {
    return (await this.call('GET', 'api/messages')) as { locale: string; ftl: string };
  }

  events(signal: AbortSignal): Promise<Response> {
    return fetch('api/events', { headers: { authorization: `Bearer ${this.session}`, accept: 'text/event-stream' }, signal });
  }

  private async replies(path: string, body: unknown): Promise<DashboardReply[]> {
    return ((await this.call('POST', path, body)) as { replies: DashboardReply[] }).replies;
  }

  private async call(method: string, path: string, body?: unknown): Promise<unknown> {
    try {
      return await send(method, path, this.session, body);
    } catch (error) {
      if (error instanceof CallRefused && error.code === 'session_expired') this.expired();
      throw error;
    }
  }
}

async function send(method: string, path: string, session: string | null, body?: unknown): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (session !== null) headers.authorization = `Bearer ${session}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok) return answer;
  const error = (answer as { error?: { code?: string; message?: string } } | null)?.error;
  throw new CallRefused(response.status, error?.code ?? 'unknown', error?.message ?? response.statusText);
}
