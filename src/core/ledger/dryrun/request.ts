/**
 * The body of `POST /v2/teal/dryrun` (go-algorand `DryrunRequest`), decoded the way algod did: strict JSON first
 * (transactions in algod's codec-JSON SignedTxn form), then msgpack (js-algorand-sdk sends msgpack, even with
 * `Content-Type: text/plain`).
 *
 * Invariants:
 * - JSON that parses and fits the model but carries a bad transaction fails with that transaction's error; any
 *   other JSON failure falls through to msgpack, and a msgpack failure is the reported one (upstream's order).
 * - Field names are the same kebab-case keys in both encodings; unknown keys are refused in both.
 * - Accounts and apps are kept as REST models (accounts.ts turns them into ledger records); `protocol-version`,
 *   `round` and `latest-timestamp` are returned as sent (0/'' = take the node's latest block).
 */
import { decodeCodecJson } from '../../codec/json-codec-decode.js';
import { parseJson, type ParsedJson } from '../../codec/json-parse.js';
import { decodeMsgpack, decodeMsgpackValue, encodeMsgpackValue, type MsgpackValue } from '../../codec/msgpack.js';
import { AppError, toAppError } from '../../errors.js';
import { signedTxnSchema } from '../../txn/schemas.js';
import type { SignedTxn } from '../../txn/types.js';
import { readAccount, readApp, type DryrunAccount, type DryrunApp } from './models.js';
import { Wire, type WireValue } from './wire.js';

export type { DryrunAccount, DryrunApp } from './models.js';

export interface DryrunSource {
  readonly fieldName: string;
  readonly source: string;
  readonly txnIndex: bigint;
  readonly appIndex: bigint;
}

export interface DryrunRequest {
  readonly txns: SignedTxn[];
  readonly accounts: DryrunAccount[];
  readonly apps: DryrunApp[];
  readonly protocolVersion: string;
  readonly round: bigint;
  readonly latestTimestamp: bigint;
  readonly sources: DryrunSource[];
}

const REQUEST_KEYS = ['txns', 'accounts', 'apps', 'protocol-version', 'round', 'latest-timestamp', 'sources'];
const SOURCE_KEYS = ['field-name', 'source', 'txn-index', 'app-index'];

function readSource(w: Wire, v: WireValue, where: string): DryrunSource {
  const o = w.object(v, where, SOURCE_KEYS);
  return {
    fieldName: w.string(o.get('field-name'), `${where}.field-name`),
    source: w.string(o.get('source'), `${where}.source`),
    txnIndex: w.u64(o.get('txn-index'), `${where}.txn-index`),
    appIndex: w.u64(o.get('app-index'), `${where}.app-index`),
  };
}

/** Everything but the transactions, which the caller decodes per encoding. */
function readModel(w: Wire, value: WireValue): { rest: Omit<DryrunRequest, 'txns'>; txns: WireValue[] } {
  const o = w.object(value, 'DryrunRequest', REQUEST_KEYS);
  const list = <T>(key: string, read: (w: Wire, v: WireValue, where: string) => T): T[] =>
    w.array(o.get(key), key).map((item, i) => read(w, item, `${key}[${i}]`));
  const rest = {
    accounts: list('accounts', readAccount),
    apps: list('apps', readApp),
    protocolVersion: w.string(o.get('protocol-version'), 'protocol-version'),
    round: w.u64(o.get('round'), 'round'),
    latestTimestamp: w.u64(o.get('latest-timestamp'), 'latest-timestamp'),
    sources: list('sources', readSource),
  };
  return { rest, txns: w.array(o.get('txns'), 'txns') };
}

function fromJson(body: Uint8Array): { rest: Omit<DryrunRequest, 'txns'>; txns: WireValue[] } | undefined {
  try {
    return readModel(new Wire('json'), parseJson(body));
  } catch {
    return undefined;
  }
}

function fromMsgpack(body: Uint8Array): DryrunRequest {
  const { value } = decodeMsgpackValue(body);
  const { rest, txns } = readModel(new Wire('msgpack'), value);
  const decoded = txns.map((t) => decodeMsgpack(signedTxnSchema, encodeMsgpackValue((t ?? null) as MsgpackValue)));
  return { ...rest, txns: decoded };
}

/**
 * Decode a dryrun request body. Errors carry upstream's `failed to decode object: ` prefix.
 * @throws ALGOD_BAD_REQUEST
 */
export function decodeDryrunRequest(body: Uint8Array): DryrunRequest {
  const json = fromJson(body);
  try {
    if (json !== undefined) {
      return { ...json.rest, txns: json.txns.map((t) => decodeCodecJson(signedTxnSchema, (t ?? null) as ParsedJson)) };
    }
    return fromMsgpack(body);
  } catch (e) {
    const message = toAppError(e).message;
    throw new AppError('ALGOD_BAD_REQUEST', json === undefined ? `failed to decode object: ${message}` : message);
  }
}
