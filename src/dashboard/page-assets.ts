import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { ApiError, sendError } from '../http/api-error.js';

/** The page's source: bundled in memory when the server starts, so nobody runs a build by hand. */
const WEB_ENTRIES = ['main.tsx', 'style.css'].map((name) => fileURLToPath(new URL(`../../web/${name}`, import.meta.url)));
/** The app's icon: the tab's favicon here, the header's mark in the style sheet (`url(icon.svg)`, inlined by esbuild). */
const ICON = fileURLToPath(new URL('../../web/icon.svg', import.meta.url));

/**
 * What the page may load: only itself. Telegram shows the Mini App in an iframe of web.telegram.org,
 * hence its frame-ancestors. The contract (issue #33) fixes this text.
 */
export const DASHBOARD_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors https://web.telegram.org https://*.telegram.org 'self'";

/** One file the page is served as, kept in each encoding a browser may accept. */
interface Served {
  contentType: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  cacheControl: string;
  /** Of the bytes, so a shell revalidated (`no-cache`) is answered 304 while unchanged. */
  etag: string;
}

/** Compressed bytes of what a first visit downloads (the shell, the script, the style sheet). */
interface FirstLoadSize {
  gzip: number;
  br: number;
  identity: number;
}

export interface PageAssets {
  /** Answers a GET or HEAD of `/dashboard`, `/dashboard/` or `/dashboard/assets/<name>`; anything else under /dashboard is 404. */
  answer(request: IncomingMessage, response: ServerResponse): void;
  firstLoad: FirstLoadSize;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

let bundled: Promise<PageAssets> | undefined;

/** The page bundled once per process: its source does not change while the process runs. */
export function pageAssets(): Promise<PageAssets> {
  bundled ??= bundlePage().catch((error: unknown) => {
    bundled = undefined;
    throw error;
  });
  return bundled;
}

async function bundlePage(): Promise<PageAssets> {
  const result = await build({
    entryPoints: WEB_ENTRIES,
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    target: ['es2022'],
    jsx: 'automatic',
    jsxImportSource: 'preact',
    outdir: '/dashboard-assets',
    entryNames: '[name].[hash]',
    legalComments: 'none',
    logLevel: 'silent',
    // Inlined as data: URLs, which the CSP's img-src allows: no request of its own.
    loader: { '.svg': 'dataurl' },
  });
  const assets = new Map<string, Served>();
  for (const file of result.outputFiles) {
    const name = basename(file.path);
    const type = name.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8';
    assets.set(name, served(Buffer.from(file.contents), type, IMMUTABLE));
  }
  const script = [...assets.keys()].find((name) => name.endsWith('.js'));
  const style = [...assets.keys()].find((name) => name.endsWith('.css'));
  if (!script || !style) throw new Error('the dashboard page bundled without its script or style sheet');
  const icon = `data:image/svg+xml,${encodeURIComponent((await readFile(ICON, 'utf8')).trim())}`;
  const shell = served(Buffer.from(shellHtml(script, style, icon)), 'text/html; charset=utf-8', 'no-cache');
  const firstLoad = [shell, assets.get(script), assets.get(style)].reduce<FirstLoadSize>(
    (sum, file) => ({
      gzip: sum.gzip + (file?.gzip.length ?? 0),
      br: sum.br + (file?.br.length ?? 0),
      identity: sum.identity + (file?.identity.length ?? 0),
    }),
    { gzip: 0, br: 0, identity: 0 },
  );
  return { answer: (request, response) => answerPage(shell, assets, request, response), firstLoad };
}

/** The HTML shell: no inline script or style, so the CSP can forbid both. Paths are relative so a proxy may mount the page elsewhere. */
function shellHtml(script: string, style: string, icon: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    '<title>Hawker</title>',
    // The icon in the shell itself: the browser would otherwise ask for /favicon.ico, outside the page.
    `<link rel="icon" type="image/svg+xml" href="${icon}">`,
    `<link rel="stylesheet" href="assets/${style}">`,
    `<script type="module" src="assets/${script}"></script>`,
    '</head>',
    '<body><div id="app"></div></body>',
    '</html>',
    '',
  ].join('\n');
}

function served(identity: Buffer, contentType: string, cacheControl: string): Served {
  return {
    contentType,
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    cacheControl,
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
  };
}

function answerPage(shell: Served, assets: Map<string, Served>, request: IncomingMessage, response: ServerResponse): void {
  const path = new URL(request.url ?? '/', 'http://page').pathname;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    sendError(
      response,
      new ApiError(405, 'method_not_allowed', `${request.method ?? ''} is not served on ${path}.`, { allow: 'GET, HEAD' }),
    );
    return;
  }
  // The shell's relative asset paths need the trailing slash.
  if (path === '/dashboard') {
    response.writeHead(308, { location: '/dashboard/', ...SECURITY_HEADERS }).end();
    return;
  }
  const file = path === '/dashboard/' ? shell : assets.get(path.slice('/dashboard/assets/'.length));
  if (!file || (file !== shell && !path.startsWith('/dashboard/assets/'))) {
    sendError(response, new ApiError(404, 'not_found', `Nothing at ${path}; the dashboard is at /dashboard/.`));
    return;
  }
  const common = { etag: file.etag, 'cache-control': file.cacheControl, vary: 'accept-encoding', ...SECURITY_HEADERS };
  if (request.headers['if-none-match'] === file.etag) {
    response.writeHead(304, common).end();
    return;
  }
  const encoding = chosenEncoding(request.headers['accept-encoding']);
  const body = file[encoding];
  response.writeHead(200, {
    ...common,
    'content-type': file.contentType,
    'content-length': String(body.length),
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    'content-security-policy': DASHBOARD_CSP,
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** Brotli where the browser takes it, then gzip, else the plain bytes (`q=0` refuses an encoding). */
function chosenEncoding(header: string | string[] | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part !== '' && !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}
