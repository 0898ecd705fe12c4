/**
 * A block's ledger state delta (go-algorand ledgercore.StateDelta) as GET /v2/deltas/{round} serves it: canonical
 * msgpack (what algosdk's getLedgerStateDelta decodes) or go-codec JSON (docs/spec/state-delta.md).
 *
 * Invariants:
 * - Built from what the block changed: each touched account's record before and after (resources are diffed
 *   per id), the boxes and creatables it changed, its top-level transactions and leases, the header, the previous
 *   timestamp and the totals after it. Pure: inputs are not modified.
 * - Layout as upstream's encoder writes it: Go field names as keys (sorted), no omitempty at the StateDelta level
 *   (zero numbers, `false`, zero byte arrays and nil maps/slices as nil are all written), ledger structs inside
 *   (params, holdings, local states, header, totals) with their own omitempty short keys.
 * - Accounts are listed in address order and resources in (address, id) order (upstream lists them in evaluation
 *   order). Txleases is always nil: upstream's JSON nils it, and its msgpack form (a map keyed by {Lease, Sender}
 *   structs) is rejected by algosdk's decoder, so the msgpack form nils it too (docs/compat.md).
 */
import { encodeAddress, encodeDigest } from '../crypto/address.js';
import { writeCodecJson, withSchema, type CodecJsonValue } from '../codec/json-codec.js';
import { encodeMsgpack, MsgpackWriter } from '../codec/msgpack.js';
import type { Schema } from '../codec/schema.js';
import { blockHeaderSchema, type BlockHeader } from '../txn/block.js';
import { assetParamsSchema, stateSchemaSchema } from '../txn/schemas.js';
import { appLocalStateSchema, appParamsSchema, assetHoldingSchema, type AccountData } from './account.js';
import type { Creatable } from './state.js';

export interface AlgoCount {
  readonly money: bigint;
  readonly rewardUnits: bigint;
}

export interface AccountTotals {
  readonly online: AlgoCount;
  readonly offline: AlgoCount;
  readonly notParticipating: AlgoCount;
  readonly rewardsLevel: bigint;
}

export interface DeltaTxn {
  readonly txid: Uint8Array;
  readonly lastValid: bigint;
}

/** What the ledger keeps per committed round to answer its delta. */
export interface StateDeltaInput {
  readonly header: BlockHeader;
  readonly prevTimestamp: bigint;
  /** address key (32-byte latin1 string) → [before, after] */
  readonly accounts: ReadonlyMap<string, readonly [AccountData | undefined, AccountData | undefined]>;
  /** creatable id → [before, after] */
  readonly creatables: ReadonlyMap<bigint, readonly [Creatable | undefined, Creatable | undefined]>;
  /** ledger box key ("bx:" + app id + name, latin1) → [old value, new value] */
  readonly kv: ReadonlyMap<string, readonly [Uint8Array | undefined, Uint8Array | undefined]>;
  readonly txns: readonly DeltaTxn[];
  readonly totals: AccountTotals;
}

export type Emit = (w: MsgpackWriter) => void;
const ZERO32 = new Uint8Array(32);
const ZERO64 = new Uint8Array(64);

function same<T>(schema: Schema<T>, a: T | undefined, b: T | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return a === b || encodeMsgpack(schema, a).equals(encodeMsgpack(schema, b));
}

interface ResourceRow {
  readonly addr: Uint8Array;
  readonly id: bigint;
  /** [key, present value or null, deleted] pairs for (params, holding/state) */
  readonly parts: readonly [string, string, Schema, unknown, boolean][];
}

/** The (address, id) resources whose params or holding/local state differ before and after. */
function resources(input: StateDeltaInput, kind: 'asset' | 'app'): ResourceRow[] {
  const rows: ResourceRow[] = [];
  const [pKey, hKey, hName] =
    kind === 'asset'
      ? (['assetParams', 'assets', 'Holding'] as const)
      : (['appParams', 'appLocalStates', 'LocalState'] as const);
  const pSchema: Schema = kind === 'asset' ? assetParamsSchema : appParamsSchema;
  const hSchema: Schema = kind === 'asset' ? assetHoldingSchema : appLocalStateSchema;
  for (const key of [...input.accounts.keys()].sort()) {
    const [before, after] = input.accounts.get(key)!;
    const b = {
      p: before?.[pKey] as Map<bigint, unknown> | undefined,
      h: before?.[hKey] as Map<bigint, unknown> | undefined,
    };
    const a = {
      p: after?.[pKey] as Map<bigint, unknown> | undefined,
      h: after?.[hKey] as Map<bigint, unknown> | undefined,
    };
    const ids = new Set([
      ...(b.p?.keys() ?? []),
      ...(a.p?.keys() ?? []),
      ...(b.h?.keys() ?? []),
      ...(a.h?.keys() ?? []),
    ]);
    for (const id of [...ids].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0))) {
      const pChanged = !same(pSchema, b.p?.get(id), a.p?.get(id));
      const hChanged = !same(hSchema, b.h?.get(id), a.h?.get(id));
      if (!pChanged && !hChanged) continue;
      const part = (changed: boolean, old: unknown, now: unknown): [unknown, boolean] =>
        changed ? (now !== undefined ? [now, false] : [null, old !== undefined]) : [null, false];
      const [pv, pd] = part(pChanged, b.p?.get(id), a.p?.get(id));
      const [hv, hd] = part(hChanged, b.h?.get(id), a.h?.get(id));
      rows.push({
        addr: Buffer.from(key, 'latin1'),
        id,
        parts: [
          ['Params', 'Params', pSchema, pv, pd],
          [kind === 'asset' ? 'Holding' : 'State', hName, hSchema, hv, hd],
        ],
      });
    }
  }
  return rows;
}

/** The flattened BalanceRecord fields of one account (ledgercore.AccountData), sorted by key. */
function balanceFields(addr: Uint8Array, d: AccountData | undefined): [string, CodecJsonValue, Emit][] {
  const u = (v: bigint | number | undefined): [CodecJsonValue, Emit] => [
    BigInt(v ?? 0),
    (w) => w.integer(BigInt(v ?? 0)),
  ];
  const b = (v: Uint8Array | undefined, zero: Uint8Array): [CodecJsonValue, Emit] => [
    v ?? zero,
    (w) => w.bin(v ?? zero),
  ];
  const schema = d?.totalAppSchema ?? {};
  const rows: [string, [CodecJsonValue, Emit]][] = [
    ['Addr', [encodeAddress(addr), (w) => w.bin(addr)]],
    ['AuthAddr', [encodeAddress(d?.authAddr ?? ZERO32), (w) => w.bin(d?.authAddr ?? ZERO32)]],
    ['IncentiveEligible', [d?.incentiveEligible === true, (w) => w.bool(d?.incentiveEligible === true)]],
    ['LastHeartbeat', u(d?.lastHeartbeat)],
    ['LastProposed', u(d?.lastProposed)],
    ['MicroAlgos', u(d?.microAlgos)],
    ['RewardedMicroAlgos', u(d?.rewardedMicroAlgos)],
    ['RewardsBase', u(d?.rewardsBase)],
    ['SelectionID', b(d?.selectionId, ZERO32)],
    ['StateProofID', b(d?.stateProofId, ZERO64)],
    ['Status', u(d?.status)],
    ['TotalAppLocalStates', u(d?.appLocalStates?.size)],
    ['TotalAppParams', u(d?.appParams?.size)],
    ['TotalAppSchema', [withSchema(stateSchemaSchema, schema), (w) => w.raw(encodeMsgpack(stateSchemaSchema, schema))]],
    ['TotalAssetParams', u(d?.assetParams?.size)],
    ['TotalAssets', u(d?.assets?.size)],
    ['TotalBoxBytes', u(d?.totalBoxBytes)],
    ['TotalBoxes', u(d?.totalBoxes)],
    ['TotalExtraAppPages', u(d?.totalExtraAppPages)],
    ['VoteFirstValid', u(d?.voteFirstValid)],
    ['VoteID', b(d?.voteId, ZERO32)],
    ['VoteKeyDilution', u(d?.voteKeyDilution)],
    ['VoteLastValid', u(d?.voteLastValid)],
  ];
  return rows.map(([k, [json, emit]]) => [k, json, emit]);
}

/** A struct of [key, json, emit] fields: emitted as a msgpack map, or collected as a JSON object. */
export type Fields = [string, CodecJsonValue, Emit][];

export function struct(fields: Fields): [CodecJsonValue, Emit] {
  const json: Record<string, CodecJsonValue> = {};
  for (const [k, v] of fields) json[k] = v;
  const emit: Emit = (w) => {
    w.mapHeader(fields.length);
    for (const [k, , e] of fields) {
      w.str(k);
      e(w);
    }
  };
  return [json, emit];
}

function list(items: [CodecJsonValue, Emit][] | null): [CodecJsonValue, Emit] {
  if (items === null) return [null, (w) => w.nil()];
  return [
    items.map(([j]) => j),
    (w) => {
      w.arrayHeader(items.length);
      for (const [, e] of items) e(w);
    },
  ];
}

function schemaValue(schema: Schema, value: unknown): [CodecJsonValue, Emit] {
  if (value === null || value === undefined) return [null, (w) => w.nil()];
  return [withSchema(schema as Schema<object>, value as object), (w) => w.raw(encodeMsgpack(schema, value as never))];
}

function resourceRecords(input: StateDeltaInput, kind: 'asset' | 'app'): [CodecJsonValue, Emit] {
  const rows = resources(input, kind);
  if (rows.length === 0) return list(null);
  return list(
    rows.map((row) => {
      const inner = row.parts.map(([key, valueKey, schema, value, deleted]): [string, CodecJsonValue, Emit] => {
        const [json, emit] = struct([
          ['Deleted', deleted, (w) => w.bool(deleted)],
          [valueKey, ...schemaValue(schema, value)],
        ]);
        return [key, json, emit];
      });
      const fields: Fields = [
        ['Addr', encodeAddress(row.addr), (w) => w.bin(row.addr)],
        ['Aidx', row.id, (w) => w.integer(row.id)],
        ...inner,
      ];
      return struct(fields.sort((a, b) => (a[0] < b[0] ? -1 : 1)));
    }),
  );
}

function algoCount(c: AlgoCount): Record<string, bigint> {
  const out: Record<string, bigint> = {};
  if (c.money !== 0n) out['mon'] = c.money;
  if (c.rewardUnits !== 0n) out['rwd'] = c.rewardUnits;
  return out;
}

function totals(t: AccountTotals): [CodecJsonValue, Emit] {
  const fields: Fields = [];
  for (const [key, count] of [
    ['notpart', t.notParticipating],
    ['offline', t.offline],
    ['online', t.online],
  ] as const) {
    const c = algoCount(count);
    const entries = Object.entries(c);
    if (entries.length > 0) {
      fields.push([
        key,
        c,
        (w) => {
          w.mapHeader(entries.length);
          for (const [k, v] of entries) {
            w.str(k);
            w.integer(v);
          }
        },
      ]);
    }
  }
  if (t.rewardsLevel !== 0n) fields.push(['rwdlvl', t.rewardsLevel, (w) => w.integer(t.rewardsLevel)]);
  return struct(fields);
}

function byBytes(a: Uint8Array, b: Uint8Array): number {
  return Buffer.compare(a, b);
}

/** The StateDelta's fields, sorted by key, each as [key, JSON tree, msgpack emitter]. */
export function stateDeltaFields(input: StateDeltaInput): Fields {
  const accts = [...input.accounts.keys()]
    .sort()
    .map((k) => struct(balanceFields(Buffer.from(k, 'latin1'), input.accounts.get(k)![1])));
  const acctsFields: Fields = [
    ['Accts', ...list(accts)],
    ['AppResources', ...resourceRecords(input, 'app')],
    ['AssetResources', ...resourceRecords(input, 'asset')],
  ];
  const [acctsJson, acctsEmit] = struct(acctsFields);
  const kvKeys = [...input.kv.keys()].sort();
  const kv: [CodecJsonValue, Emit] =
    kvKeys.length === 0
      ? [null, (w) => w.nil()]
      : mapOf(
          kvKeys.map((key) => {
            const [old, now] = input.kv.get(key)!;
            const bytesOrNil = (v: Uint8Array | undefined): [CodecJsonValue, Emit] =>
              v === undefined ? [null, (w) => w.nil()] : [v, (w) => w.bin(v)];
            return [
              Buffer.from(key, 'latin1').toString('utf8'),
              (w: MsgpackWriter) => w.strBytes(Buffer.from(key, 'latin1')),
              struct([
                ['Data', ...bytesOrNil(now)],
                ['OldData', ...bytesOrNil(old)],
              ]),
            ];
          }),
        );
  const txns = input.txns.map((t, i) => ({ t, i })).sort((a, b) => byBytes(a.t.txid, b.t.txid));
  const txids = mapOf(
    txns.map(({ t, i }) => [
      encodeDigest(t.txid),
      (w: MsgpackWriter) => w.bin(t.txid),
      struct([
        ['Intra', BigInt(i), (w) => w.integer(BigInt(i))],
        ['LastValid', t.lastValid, (w) => w.integer(t.lastValid)],
      ]),
    ]),
  );
  const created = [...input.creatables.keys()]
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .filter((id) => {
      const [b, a] = input.creatables.get(id)!;
      return (b === undefined) !== (a === undefined);
    });
  const creatables: [CodecJsonValue, Emit] =
    created.length === 0
      ? [null, (w) => w.nil()]
      : mapOf(
          created.map((id) => {
            const [b, a] = input.creatables.get(id)!;
            const c = (a ?? b)!;
            const ctype = c.kind === 'asset' ? 0n : 1n;
            return [
              String(id),
              (w: MsgpackWriter) => w.integer(id),
              struct([
                ['Created', a !== undefined, (w) => w.bool(a !== undefined)],
                ['Creator', encodeAddress(c.creator), (w) => w.bin(c.creator)],
                ['Ctype', ctype, (w) => w.integer(ctype)],
                ['Ndeltas', 0n, (w) => w.integer(0n)],
              ]),
            ];
          }),
        );
  const header = input.header;
  return [
    ['Accts', acctsJson, acctsEmit],
    ['Creatables', ...creatables],
    ['Hdr', withSchema(blockHeaderSchema, header), (w) => w.raw(encodeMsgpack(blockHeaderSchema, header))],
    ['KvMods', ...kv],
    ['PrevTimestamp', input.prevTimestamp, (w) => w.integer(input.prevTimestamp)],
    ['StateProofNext', 0n, (w) => w.integer(0n)],
    ['Totals', ...totals(input.totals)],
    ['Txids', ...txids],
    // Upstream writes a map with struct keys here, which algosdk's decoder rejects: nil, as in its JSON answer.
    ['Txleases', null, (w) => w.nil()],
  ];
}

/** A map from entries [JSON key, msgpack key emitter, value]. */
function mapOf(entries: [string, Emit, [CodecJsonValue, Emit]][]): [CodecJsonValue, Emit] {
  const json: Record<string, CodecJsonValue> = {};
  for (const [k, , [v]] of entries) json[k] = v;
  return [
    json,
    (w) => {
      w.mapHeader(entries.length);
      for (const [, key, [, value]] of entries) {
        key(w);
        value(w);
      }
    },
  ];
}

/** Canonical msgpack of the StateDelta. */
export function stateDeltaMsgpack(input: StateDeltaInput): Buffer {
  const w = new MsgpackWriter(4096);
  struct(stateDeltaFields(input))[1](w);
  return Buffer.from(w.finish());
}

/** go-codec JSON of the StateDelta. */
export function stateDeltaJson(input: StateDeltaInput): string {
  return writeCodecJson(struct(stateDeltaFields(input))[0]);
}
