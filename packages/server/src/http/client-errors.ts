import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * Node's own client errors, answered as problem details a client can read (docs/security.md, "Bad
 * bytes"): Node's HTTP parser refuses some requests before Express ever sees them (headers over
 * `maxHeaderSize`, malformed request lines or headers, a request that is too slow) and by default
 * answers a bare status line, or nothing. These get `application/problem+json` with a stable code,
 * and the connection is closed only after the answer is written.
 */
const ANSWERS: Record<string, { status: number; title: string; code: string; detail: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    title: 'Request header fields too large',
    code: 'request_header_too_large',
    detail: 'The request headers are larger than this server accepts (16 KiB in all).',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, title: 'Request timeout', code: 'request_timeout', detail: 'The request was not received in time.' },
};

const MALFORMED = { status: 400, title: 'Malformed request', code: 'malformed_request', detail: 'The request is not well-formed HTTP.' };

const REASONS: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };

export function clientErrorResponse(code: string | undefined): Buffer {
  const a = (code && ANSWERS[code]) || MALFORMED;
  const body = JSON.stringify({
    type: `https://docs.payroll.example/errors/${a.code}`,
    title: a.title,
    status: a.status,
    detail: a.detail,
    code: a.code,
  });
  return Buffer.from(
    `HTTP/1.1 ${a.status} ${REASONS[a.status]}\r\n` +
      'Content-Type: application/problem+json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'API-Version: 1.0\r\n' +
      'Cache-Control: no-store\r\n' +
      'Connection: close\r\n\r\n' +
      body,
  );
}

/** Installs the problem answers on a listening (or about to listen) HTTP server. */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    // A connection already gone, or one that broke mid-response: nothing can be answered.
    if (err.code === 'ECONNRESET' || !socket.writable || (socket as Duplex & { _httpMessage?: unknown })._httpMessage) {
      socket.destroy();
      return;
    }
    socket.end(clientErrorResponse(err.code));
  });
}
