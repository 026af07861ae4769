import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import { serveBuild, type Server } from '../lanes/lane';

/** Where the lane's server serves the error recorder; the same origin as the pages. */
const RECORDER_PATH = '/__error-recorder.js';
const recorder = fs.readFileSync(path.join(__dirname, 'error-recorder.js'));
const RECORDER_TAG = `<script src="${RECORDER_PATH}"></script>`;

export type LaneServer = {
  origin: string;
  /** The address the browser sends its requests for other hosts to (an HTTP proxy that refuses them). */
  proxy: string;
  /** The status the last page load (a request for HTML) was answered with, and its path. */
  lastDocument: () => { path: string; status: number } | undefined;
  /**
   * The other hosts the browser tried to reach since the last call that the site's Content-Security-Policy
   * does not allow. Every other host is refused, those it allows too (analytics, with GTAG_TRACKING_ID
   * as in `npm test`), but only these are reported.
   */
  otherHosts: () => string[];
  stop: () => void;
};

/** Puts the recorder first in the head, before every other script of the page. */
function withRecorder(html: string): string {
  return html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}${RECORDER_TAG}`);
}

/** Whether a Content-Security-Policy names the host in any directive (`https://*.example.com` included). */
function policyAllows(policy: string, host: string): boolean {
  return [...policy.matchAll(/\bhttps:\/\/([^\s;/]+)/g)].some(([, source]) =>
    source.startsWith('*.') ? host.endsWith(source.slice(1)) : host === source,
  );
}

/**
 * The build served as `npm run serve` serves it (tests/lanes/lane.ts: the site's headers and CSP),
 * behind a server of the lane's own on another free port of 127.0.0.1, which the browser talks to. It
 * passes every request on and every answer back unchanged (headers, status, the CSP) except that it
 * adds the error recorder (./error-recorder.js) to each page's HTML, serves the recorder, and notes
 * the status of each page load (WebDriver classic does not report it). It is also the browser's HTTP
 * proxy for every other host, whose requests it refuses.
 */
export async function serveForWebKit(dir: string): Promise<LaneServer> {
  const upstream: Server = await serveBuild(dir);
  const upstreamUrl = new URL(upstream.origin);
  let origin = '';
  let policy = '';
  let lastDocument: { path: string; status: number } | undefined;
  const otherHosts: string[] = [];
  const refuse = (host: string) => {
    const name = host.replace(/:\d+$/, '');
    if (!policyAllows(policy, name)) otherHosts.push(name);
  };

  const server = http.createServer((request, response) => {
    let target = request.url ?? '/';
    // A proxied request names its whole URL: another host's, unless it is this server's own.
    if (!target.startsWith('/')) {
      const url = new URL(target);
      if (url.origin !== origin) {
        refuse(url.host);
        response.writeHead(403, { 'content-type': 'text/plain' }).end('refused by the WebKit lane');
        return;
      }
      target = `${url.pathname}${url.search}`;
    }
    if (target.split('?')[0] === RECORDER_PATH) {
      response
        .writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' })
        .end(recorder);
      return;
    }
    const isDocument = (request.headers.accept ?? '').includes('text/html');
    const forwarded = http.request(
      {
        host: upstreamUrl.hostname,
        port: upstreamUrl.port,
        method: request.method,
        path: target,
        // Uncompressed, so that the HTML can be read and changed.
        headers: { ...request.headers, host: upstreamUrl.host, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const status = answer.statusCode ?? 502;
        const html = (answer.headers['content-type'] ?? '').includes('text/html');
        if (isDocument) lastDocument = { path: target.split(/[?#]/)[0], status };
        if (!html || request.method === 'HEAD') {
          response.writeHead(status, answer.headers);
          answer.pipe(response);
          return;
        }
        const servedPolicy = answer.headers['content-security-policy'];
        if (typeof servedPolicy === 'string') policy = servedPolicy;
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.from(withRecorder(Buffer.concat(chunks).toString('utf8')));
          const headers = { ...answer.headers, 'content-length': String(body.length) };
          delete headers['transfer-encoding'];
          delete headers.etag;
          response.writeHead(status, headers).end(body);
        });
      },
    );
    forwarded.on('error', (error) => response.writeHead(502).end(error.message));
    request.pipe(forwarded);
  });
  // A proxied HTTPS request: the browser asks for a tunnel to the host, which is refused.
  server.on('connect', (request: http.IncomingMessage, socket: net.Socket) => {
    refuse(request.url ?? '');
    socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
  });
  origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    proxy: origin,
    lastDocument: () => lastDocument,
    otherHosts: () => otherHosts.splice(0),
    stop: () => {
      server.closeAllConnections();
      server.close();
      upstream.stop();
    },
  };
}
