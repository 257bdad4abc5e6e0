import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import type { AppError } from '../../../shared/ipc/errors.js';
import { BRIDGE_MAX_REQUEST_BYTES, type InvokeMessage } from '../../../shared/ipc/transport.js';
import { firstIssue } from '../../dispatch/validation.js';

/** Above the largest legitimate request (a 5 MB box-data import) plus JSON escaping overhead. */
export const MAX_INVOKE_BODY_BYTES = BRIDGE_MAX_REQUEST_BYTES;

const invokeMessageSchema = z.object({ channel: z.string(), args: z.unknown().optional() }).strict();

export type BodyRead = { kind: 'read'; body: Buffer } | { kind: 'too-large' };

/** Collects the request body, giving up as soon as it passes `limit` bytes instead of buffering it all. */
export function readBody(req: IncomingMessage, limit: number): Promise<BodyRead> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve({ kind: 'too-large' });

  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        resolve({ kind: 'too-large' });
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve({ kind: 'read', body: Buffer.concat(chunks) }));
    req.once('error', reject);
  });
}

export function isJsonContentType(header: string | undefined): boolean {
  return header?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/** Refuses bytes that are not UTF-8; each `decode` call without `stream` stands alone, so one decoder serves every request. */
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Checks the envelope only; the dispatcher validates the channel name and its arguments. */
export function parseInvokeMessage(body: Buffer): { ok: true; message: InvokeMessage } | { ok: false; error: AppError } {
  let value: unknown;
  try {
    value = JSON.parse(utf8.decode(body));
  } catch {
    return invalid('The request body is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return invalid('The request body must be a JSON object with a "channel" and optional "args".');
  }
  // What every page request is, taken as it is; anything else is told what is wrong by the schema.
  if (isPlainEnvelope(value)) return { ok: true, message: { channel: value.channel, args: value.args } };
  const parsed = invokeMessageSchema.safeParse(value, { reportInput: true });
  if (!parsed.success) {
    const { field, message } = firstIssue(parsed.error);
    return { ok: false, error: { code: 'invalid-request', message, ...(field === '' ? {} : { field }) } };
  }
  return { ok: true, message: { channel: parsed.data.channel, args: parsed.data.args } };
}

/** An envelope the schema accepts as it is: a string `channel`, perhaps `args`, and no other key. */
function isPlainEnvelope(value: object): value is { channel: string; args?: unknown } {
  const keys = Object.keys(value);
  if (keys.length > 2 || typeof (value as { channel?: unknown }).channel !== 'string') return false;
  return keys.every((key) => key === 'channel' || key === 'args');
}

function invalid(message: string): { ok: false; error: AppError } {
  return { ok: false, error: { code: 'invalid-request', message } };
}
