/**
 * A lean load generator for the gRPC batch RPC algorun.kmd.v1.KmdService/SignTransactions, as a client in a compiled
 * language would be: the request is serialised once with the contract and sent as bytes on every call, and each
 * answer is checked by a scan of its protobuf framing (one result per transaction, each a signed_transaction)
 * instead of being decoded into objects. The first answer is also decoded whole with the contract.
 *
 * Why: the client shares the machine's cores with the server. grpc-js with protobufjs objects costs the client
 * 7–8 µs of CPU per signature on a 2-vCPU VM, a fifth of what one signature costs the server, and that would be
 * measured as the server's slowness.
 *
 * Invariant: a call that fails, or an answer with any result other than a signed transaction, stops the run with
 * an error: only complete, successful answers are counted.
 */
import * as grpc from '@grpc/grpc-js';
import { contract } from '../../src/gateway/grpc/contract.js';

export type LoadResult = { sigsPerSecond: number; p99Ms: number; clientCpuMicrosPerSig: number; answerBytes: number };

/** One load run against a kmd gRPC server (shared by the grpc-js and node:http2 clients). */
export type Options = {
  address: string;
  token: string;
  handle: string;
  txn: Buffer;
  batch: number;
  inflight: number;
  seconds: number;
};

const SIGNED_TRANSACTION_TAG = 0x0a; // SignTransactionsResult.signed_transaction: field 1, length-delimited
const RESULTS_TAG = 0x0a; // SignTransactionsResponse.results: field 1, length-delimited

/** [value, next offset] of the protobuf varint at `at`. */
function varint(bytes: Buffer, at: number): [number, number] {
  let value = 0;
  for (let shift = 0; ; shift += 7) {
    if (at >= bytes.length || shift > 28) throw new Error(`bad varint at ${at}`);
    const b = bytes[at++]!;
    value += (b & 0x7f) * 2 ** shift;
    if (b < 0x80) return [value, at];
  }
}

/** Signed transactions in an encoded SignTransactionsResponse; throws on anything else in it. */
export function countSigned(response: Buffer): number {
  let signed = 0;
  for (let at = 0; at < response.length;) {
    if (response[at] !== RESULTS_TAG) throw new Error(`unexpected field tag ${response[at]} at ${at}`);
    const [length, start] = varint(response, at + 1);
    if (response[start] !== SIGNED_TRANSACTION_TAG) throw new Error(`result at ${at} is not a signed transaction`);
    signed++;
    at = start + length;
  }
  return signed;
}

const method = () => contract().algorun.kmd.v1.KmdService.service.SignTransactions;

/** The request message: `batch` copies of `txn` for `handle` (empty password), serialised with the contract. */
export function signTransactionsRequest(o: Pick<Options, 'handle' | 'txn' | 'batch'>): Buffer {
  return method().requestSerialize({
    wallet_handle_token: o.handle,
    wallet_password: '',
    transactions: Array.from({ length: o.batch }, () => o.txn),
  });
}

/**
 * Keep `o.inflight` calls of `call` going for `o.seconds`, each answer holding `o.batch` signed transactions:
 * signatures per second, p99 per call and the client's CPU per signature (this process).
 */
export async function keepCalling(
  call: () => Promise<Buffer>,
  o: { seconds: number; inflight: number; batch: number },
): Promise<Omit<LoadResult, 'answerBytes'>> {
  const latencies: number[] = [];
  let signed = 0;
  const cpuBefore = process.cpuUsage();
  const t0 = performance.now();
  const until = t0 + o.seconds * 1000;
  const loop = async (): Promise<void> => {
    while (performance.now() < until) {
      const started = performance.now();
      const n = countSigned(await call());
      if (n !== o.batch) throw new Error(`${n} signed transactions for ${o.batch}`);
      latencies.push(performance.now() - started);
      signed += n;
    }
  };
  await Promise.all(Array.from({ length: o.inflight }, loop));
  const elapsed = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  return {
    sigsPerSecond: signed / elapsed,
    p99Ms: latencies[Math.floor(latencies.length * 0.99)] ?? NaN,
    clientCpuMicrosPerSig: (cpu.user + cpu.system) / signed,
  };
}

export const SIGN_TRANSACTIONS_PATH = '/algorun.kmd.v1.KmdService/SignTransactions';

export async function signTransactionsLoad(o: Options): Promise<LoadResult> {
  const request = signTransactionsRequest(o);
  const client = new grpc.Client(o.address, grpc.credentials.createInsecure());
  const md = new grpc.Metadata();
  md.set('x-kmd-api-token', o.token);
  const call = (): Promise<Buffer> =>
    new Promise((resolve, reject) => {
      const identity = (b: Buffer): Buffer => b;
      client.makeUnaryRequest(SIGN_TRANSACTIONS_PATH, identity, identity, request, md, (error, reply) =>
        error ? reject(error) : resolve(reply!),
      );
    });
  try {
    const answer = await call();
    const first = method().responseDeserialize(answer) as { results: { result: string }[] };
    const kinds = new Set(first.results.map((r) => r.result));
    if (first.results.length !== o.batch || kinds.size !== 1 || !kinds.has('signed_transaction')) {
      throw new Error(
        `SignTransactions answered ${JSON.stringify(first.results[0])} (${first.results.length} results)`,
      );
    }
    return { ...(await keepCalling(call, o)), answerBytes: answer.length };
  } finally {
    client.close();
  }
}
