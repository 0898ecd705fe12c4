/**
 * A raw HTTP/1.1 client for tests that look at the wire: requests written as bytes, in parts, and the responses
 * parsed back (interim 1xx ones included) with only the headers a test compares.
 */
import { connect } from 'node:net';

/** One response: status, the headers kept (lower-case names), body (latin1). */
export interface Answer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** Whether a response header (lower-case name) is kept. */
export type HeaderFilter = (name: string, value: string) => boolean;

/** The complete responses at the start of `text`, bodies framed by Content-Length (none: empty). */
export function parseResponses(text: string, keep: HeaderFilter): Answer[] {
  const answers: Answer[] = [];
  let at = 0;
  for (;;) {
    const headEnd = text.indexOf('\r\n\r\n', at);
    if (headEnd === -1) return answers;
    const [statusLine = '', ...fields] = text.slice(at, headEnd).split('\r\n');
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0);
    const headers: Record<string, string> = {};
    let length = 0;
    for (const field of fields) {
      const [name = '', ...rest] = field.split(':');
      const key = name.toLowerCase();
      const value = rest.join(':').trim();
      if (key === 'content-length') length = Number(value);
      if (keep(key, value)) headers[key] = value;
    }
    if (text.length < headEnd + 4 + length) return answers;
    answers.push({ status, headers, body: text.slice(headEnd + 4, headEnd + 4 + length) });
    at = headEnd + 4 + length;
  }
}

/**
 * Sends `parts` (latin1) to 127.0.0.1:`port`, each after the responses to the earlier ones arrived (an interim
 * 100 Continue counts), and resolves once `expected` responses arrived and the connection then stayed open for
 * 200 ms (`closed` false), or the server closed it (`closed` true), or 3 s passed.
 */
export function exchange(
  port: number,
  parts: readonly string[],
  expected: number,
  keep: HeaderFilter,
): Promise<{ answers: Answer[]; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let sent = 0;
    let settle: NodeJS.Timeout | undefined;
    const finish = (closed: boolean): void => {
      clearTimeout(settle);
      clearTimeout(limit);
      socket.destroy();
      resolve({ answers: parseResponses(text, keep), closed });
    };
    const limit = setTimeout(() => finish(false), 3000);
    const next = (): void => {
      if (sent < parts.length && parseResponses(text, keep).length >= sent) {
        socket.write(Buffer.from(parts[sent++]!, 'latin1'));
      }
    };
    socket.on('connect', next);
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      next();
      if (settle === undefined && parseResponses(text, keep).length >= expected) {
        settle = setTimeout(() => finish(false), 200);
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => finish(true));
  });
}
