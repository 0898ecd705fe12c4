/**
 * Builders for dryrun request bodies in both encodings, from algosdk-made transactions (algosdk is the oracle for
 * the SignedTxn wire form; the JSON form is the node's own codec-JSON rendering of the same record).
 */
import algosdk from 'algosdk';
import { renderE2 } from '../../../../src/core/codec/json-codec.js';
import {
  decodeMsgpack,
  decodeMsgpackValue,
  encodeMsgpackValue,
  type MsgpackValue,
} from '../../../../src/core/codec/msgpack.js';
import { signedTxnSchema } from '../../../../src/core/txn/schemas.js';

export const SENDER = 'UAPJE355K7BG7RQVMTZOW7QW4ICZJEIC3RZGYG5LSHZ65K6LCNFPJDSR7M';
export const OTHER = '6Z3C3LDVWGMX23BMSYMANACQOSINPFIRF77H7N3AWJZYV6OH6GWTJKVMXY';

const sp: algosdk.SuggestedParams = {
  fee: 1000,
  flatFee: true,
  minFee: 1000,
  firstValid: 1,
  lastValid: 1000,
  genesisHash: new Uint8Array(32).fill(7),
  genesisID: 'test',
};

export function payment(): algosdk.Transaction {
  return algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: SENDER,
    receiver: SENDER,
    amount: 1000,
    suggestedParams: sp,
  });
}

export function appCall(
  appIndex: number,
  onComplete = algosdk.OnApplicationComplete.NoOpOC,
  accounts: string[] = [],
  appArgs: Uint8Array[] = [],
): algosdk.Transaction {
  return algosdk.makeApplicationCallTxnFromObject({
    sender: SENDER,
    appIndex,
    onComplete,
    accounts,
    appArgs,
    suggestedParams: sp,
  });
}

/** The SignedTxn msgpack of a transaction, with an optional logic sig. */
export function signedBytes(txn: algosdk.Transaction, logic?: Uint8Array): Uint8Array {
  const stxn = new algosdk.SignedTransaction(
    logic === undefined ? { txn } : { txn, lsig: new algosdk.LogicSig(logic) },
  );
  return algosdk.encodeMsgpack(stxn);
}

export interface RequestParts {
  txns: Uint8Array[];
  accounts?: Record<string, unknown>[];
  apps?: Record<string, unknown>[];
  sources?: Record<string, unknown>[];
  'protocol-version'?: string;
  round?: number;
  'latest-timestamp'?: number;
}

/** A JSON request body (transactions in codec-JSON). Byte values in accounts/apps must already be base64. */
export function jsonBody(parts: RequestParts): Uint8Array {
  const txns = parts.txns.map(
    (b) => JSON.parse(renderE2(signedTxnSchema, decodeMsgpack(signedTxnSchema, b))) as unknown,
  );
  return Buffer.from(JSON.stringify({ ...parts, txns }));
}

function toMsgpack(v: unknown): MsgpackValue {
  if (v instanceof Uint8Array || v === null || typeof v === 'string' || typeof v === 'boolean' || typeof v === 'bigint')
    return v;
  if (typeof v === 'number') return BigInt(v);
  if (Array.isArray(v)) return v.map(toMsgpack);
  return new Map(Object.entries(v as object).map(([k, x]) => [k, toMsgpack(x)]));
}

/** A msgpack request body as js-algorand-sdk sent it (bytes as bin inside accounts/apps). */
export function msgpackBody(parts: RequestParts): Uint8Array {
  const map = toMsgpack({ ...parts, txns: [] }) as Map<string, MsgpackValue>;
  map.set(
    'txns',
    parts.txns.map((b) => decodeMsgpackValue(b).value),
  );
  return encodeMsgpackValue(map);
}
