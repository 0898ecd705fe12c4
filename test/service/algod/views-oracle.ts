// Shared fixtures and the algosdk oracle for the read-side view tests (views.test.ts, views-asset-app.test.ts):
// render a message through the REST gateway's E1 writer, check every key against algosdk's model schema (algosdk
// itself ignores unknown keys), then decode with algosdk.
import type { ExecutionContext } from 'ava';
import algosdk from 'algosdk';
import type { AppParams } from '../../../src/core/ledger/account.js';
import type { AssetParams } from '../../../src/core/txn/types.js';
import type { RequestContext } from '../../../src/gateway/rest/engine.js';
import { NO_PARAMS } from '../../../src/gateway/rest/router.js';

export const ME = Buffer.alloc(32, 0x11);
export const OTHER = Buffer.alloc(32, 0x22);
export const THIRD = Buffer.alloc(32, 0x33);

export const reqCtx = (): RequestContext => ({
  method: 'GET',
  path: '/',
  query: new URLSearchParams(),
  headers: new Map(),
  params: NO_PARAMS,
  body: Buffer.alloc(0),
});

export const b64 = (bytes: Uint8Array | string | number[]): string =>
  (typeof bytes === 'string' ? Buffer.from(bytes) : Buffer.from(bytes)).toString('base64');

export interface SchemaLike {
  getEntries?: () => { key: string; valueSchema: SchemaLike }[];
  itemSchema?: SchemaLike;
  valueSchema?: SchemaLike;
}

/** Paths of JSON keys that algosdk's model schema does not know (algosdk ignores unknown keys silently). */
export function unknownKeys(json: unknown, schema: SchemaLike, path = '$'): string[] {
  if (schema.getEntries === undefined && schema.valueSchema !== undefined) {
    return unknownKeys(json, schema.valueSchema, path);
  }
  if (schema.itemSchema !== undefined && Array.isArray(json)) {
    return json.flatMap((item, i) => unknownKeys(item, schema.itemSchema!, `${path}[${i}]`));
  }
  if (schema.getEntries === undefined || json === null || typeof json !== 'object') return [];
  const entries = new Map(schema.getEntries().map((e) => [e.key, e.valueSchema]));
  return Object.entries(json).flatMap(([key, value]) => {
    const inner = entries.get(key);
    return inner === undefined ? [`${path}.${key}`] : unknownKeys(value, inner, `${path}.${key}`);
  });
}

/** Decode with algosdk after checking every key is one algosdk's model declares. */
export function decodeWith<T>(
  t: ExecutionContext,
  text: string,
  model: { encodingSchema: unknown; fromEncodingData(data: unknown): T },
): T {
  t.deepEqual(unknownKeys(JSON.parse(text), model.encodingSchema as SchemaLike), [], 'keys algosdk does not know');
  return algosdk.decodeJSON(text, model as never) as T;
}

/** algosdk decodes some uint64 fields (rounds, counts) as numbers: compare them as bigint. */
export const big = (v: number | bigint | undefined): bigint | undefined => (v === undefined ? undefined : BigInt(v));

export const keysOf = (text: string): string[] => Object.keys(JSON.parse(text) as object);

export const ASSET: AssetParams = {
  total: 1000n,
  decimals: 2,
  unitName: 'UNIT',
  assetName: Buffer.from([0x01, 0x41]),
  url: Buffer.from('https://x/<y>'),
  metadataHash: Buffer.alloc(32, 7),
  manager: OTHER,
  reserve: Buffer.alloc(32),
  freeze: THIRD,
};

export const APP: AppParams = {
  approvalProgram: Buffer.from([6, 0x81, 1]),
  clearStateProgram: Buffer.from([6, 0x81, 1]),
  globalState: new Map([
    ['zeta', { type: 2n, uint: 2n ** 64n - 1n }],
    ['\u00ff\u0000', { type: 1n, bytes: Buffer.from([0xde, 0xad]) }],
    ['Alpha', { type: 1n }],
  ]),
  globalStateSchema: { numUint: 1n, numByteSlice: 2n },
  localStateSchema: { numUint: 3n },
  extraProgramPages: 1,
  version: 4n,
  sizeSponsor: THIRD,
};
