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
  } else if (contentType.startsWith('multipart/form-data') || contentType.startsWith('application/x-www-form-urlencoded')) {
    const form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
    for (const [key, value] of form) {
      if (typeof value === 'string') fields[key] = decodeValue(value);
      else files.set(key, { filename: value.name, contentType: value.type, data: Buffer.from(await value.arrayBuffer()) });
    }
  }
  return { fields, files };
}
