import type { IncomingMessage } from 'node:http';

/** A parsed Bot API request: fields from the query, JSON, urlencoded or multipart body, and uploaded files. */
export interface ParsedRequest {
  fields: Record<string, unknown>;
  files: Map<string, { filename: string; contentType: string; data: Buffer }>;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

// Multipart and query values arrive as strings; objects (reply_markup, reply_parameters)
// arrive JSON-encoded inside them, exactly as Telegram accepts them.
function decodeValue(value: string): unknown {
  const trimmed = value.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return JSON.parse(trimmed) as unknown;
    } catch {
      return value;
    }
  }
  return value;
}

function dispositionParameter(disposition: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}=(?:"([^"]*)"|([^;]*))`, 'i').exec(disposition);
  return match ? (match[1] ?? match[2] ?? '').trim() : undefined;
}

// Parsed by hand: Telegram (and so grammY) accepts headers written without
// spaces and unquoted file names, which stricter parsers refuse.
function parseMultipart(body: Buffer, boundary: string, fields: Record<string, unknown>, files: ParsedRequest['files']): void {
  const delimiter = Buffer.from(`--${boundary}`);
  let start = body.indexOf(delimiter);
  while (start >= 0) {
    const partStart = start + delimiter.length;
    if (body.subarray(partStart, partStart + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, partStart);
    if (next < 0) break;
    const part = body.subarray(partStart + 2, next - 2);
    const headerEnd = part.indexOf('\r\n\r\n');
    const headers = part.subarray(0, headerEnd).toString('utf8').split('\r\n');
    const content = part.subarray(headerEnd + 4);
    const header = (name: string): string =>
      headers
        .find((line) => line.toLowerCase().startsWith(`${name}:`))
        ?.slice(name.length + 1)
        .trim() ?? '';
    const disposition = header('content-disposition');
    const name = dispositionParameter(disposition, 'name') ?? '';
    const filename = dispositionParameter(disposition, 'filename');
    if (filename !== undefined) files.set(name, { filename, contentType: header('content-type'), data: Buffer.from(content) });
    else fields[name] = decodeValue(content.toString('utf8'));
    start = next;
  }
}

export async function parseRequest(request: IncomingMessage, url: URL): Promise<ParsedRequest> {
  const fields: Record<string, unknown> = {};
  const files: ParsedRequest['files'] = new Map();
  for (const [key, value] of url.searchParams) fields[key] = decodeValue(value);
  const body = await readBody(request);
  if (body.length === 0) return { fields, files };
  const contentType = request.headers['content-type'] ?? '';
  if (contentType.startsWith('application/json')) {
    const parsed = JSON.parse(body.toString('utf8')) as unknown;
    if (typeof parsed === 'object' && parsed !== null) Object.assign(fields, parsed);
  } else if (contentType.startsWith('multipart/form-data')) {
    const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
    parseMultipart(body, (boundary?.[1] ?? boundary?.[2] ?? '').trim(), fields, files);
  } else if (contentType.startsWith('application/x-www-form-urlencoded')) {
    for (const [key, value] of new URLSearchParams(body.toString('utf8'))) fields[key] = decodeValue(value);
  }
  return { fields, files };
}
