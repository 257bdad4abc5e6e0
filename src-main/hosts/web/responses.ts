import type { ServerResponse } from 'node:http';

export function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string>): void {
  send(res, status, Buffer.from(text, 'utf8'), { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
}

export function sendJson(res: ServerResponse, status: number, value: unknown, headers: Record<string, string>): void {
  // Every answer of the bridge goes through here: its headers are put together once, not copied twice.
  const body = Buffer.from(JSON.stringify(value), 'utf8');
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(body.length) });
  res.end(body);
}

export function send(res: ServerResponse, status: number, body: Buffer, headers: Record<string, string>): void {
  res.writeHead(status, { ...headers, 'Content-Length': String(body.length) });
  res.end(body);
}
