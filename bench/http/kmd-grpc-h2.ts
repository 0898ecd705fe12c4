/**
 * The leanest gRPC client Node has for the batch RPC algorun.kmd.v1.KmdService/SignTransactions: node:http2
 * directly, no grpc-js. Each call is one HTTP/2 stream carrying the gRPC headers and the request frame serialised
 * once (5-byte gRPC prefix + the contract's bytes); the answer is gathered, its gRPC framing and protobuf framing
 * checked (countSigned of kmd-grpc-load.ts), and the trailers must say grpc-status 0. It stands in for h2load
 * where h2load is not installed: grpc-js spends ~5 µs of client CPU per signature on the same two cores as the
 * server, this client about a fifth of that.
 *
 * Invariant: a call that fails (HTTP status, grpc-status, a short or malformed answer, any result other than a
 * signed transaction) stops the run with an error: only complete, successful answers are counted.
 */
import { connect, constants } from 'node:http2';
import {
  keepCalling,
  SIGN_TRANSACTIONS_PATH,
  signTransactionsRequest,
  type LoadResult,
  type Options,
} from './kmd-grpc-load.js';

const WINDOW = 2 ** 30 - 1;

/** The gRPC length-prefixed frame of one message (uncompressed). */
function grpcFrame(message: Buffer): Buffer {
  const frame = Buffer.alloc(5 + message.length);
  frame.writeUInt32BE(message.length, 1);
  message.copy(frame, 5);
  return frame;
}

export async function signTransactionsH2Load(o: Options): Promise<LoadResult> {
  const frame = grpcFrame(signTransactionsRequest(o));
  // Flow-control windows of 2^30 - 1 bytes, stream and connection, as h2load's defaults (-w 30 -W 30): four
  // answers of ~50 kB in flight never wait for a WINDOW_UPDATE. Frame size stays at the default 16 kB.
  const session = connect(`http://${o.address}`, { settings: { initialWindowSize: WINDOW } });
  session.on('error', () => undefined); // surfaced by the failing call
  session.on('connect', () => session.setLocalWindowSize(WINDOW));
  const headers = {
    [constants.HTTP2_HEADER_METHOD]: 'POST',
    [constants.HTTP2_HEADER_PATH]: SIGN_TRANSACTIONS_PATH,
    [constants.HTTP2_HEADER_CONTENT_TYPE]: 'application/grpc',
    te: 'trailers',
    'x-kmd-api-token': o.token,
  };
  const call = (): Promise<Buffer> =>
    new Promise((resolve, reject) => {
      const stream = session.request(headers);
      const chunks: Buffer[] = [];
      let grpcStatus: string | undefined;
      stream.on('response', (h) => {
        if (Number(h[constants.HTTP2_HEADER_STATUS]) !== 200) reject(new Error(`HTTP status ${h[':status']}`));
        if (h['grpc-status'] !== undefined) grpcStatus = String(h['grpc-status']); // trailers-only answer
      });
      stream.on('trailers', (t) => (grpcStatus = String(t['grpc-status'])));
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', reject);
      stream.on('end', () => {
        if (grpcStatus !== '0') return reject(new Error(`grpc-status ${grpcStatus}`));
        const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
        if (body.length < 5 || body[0] !== 0 || body.readUInt32BE(1) !== body.length - 5) {
          return reject(new Error(`answer is not one uncompressed gRPC message (${body.length} bytes)`));
        }
        resolve(body.subarray(5));
      });
      stream.end(frame);
    });
  try {
    const first = await call();
    return { ...(await keepCalling(call, o)), answerBytes: first.length };
  } finally {
    session.close();
  }
}
