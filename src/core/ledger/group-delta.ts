/**
 * Per-group ledger deltas as upstream's txn-group delta tracer serves them (GET /v2/deltas/{round}/txn/group and
 * /v2/deltas/txn/group/{id}; docs/spec/state-delta.md): a StateDeltaSubset — the StateDelta's `Accts`, `Creatables`,
 * `Hdr`, `KvMods`, `Txids` (and `Txleases`) with omitempty — and, per round, `{"Deltas":[{"Delta","Ids"}]}`.
 *
 * Invariants:
 * - Built from the same per-block input as the StateDelta: callers only use it for blocks that hold a single group
 *   (dev mode), where the group's delta is the block's.
 * - Empty members are left out (`_struct omitempty`); Txleases is always nil, hence absent (see state-delta.ts).
 * - `Ids` carries one id per group, as upstream's de-duplication leaves it (upstream: whichever id its map yields
 *   first; here the group's first transaction id).
 */
import { writeCodecJson, type CodecJsonValue } from '../codec/json-codec.js';
import { MsgpackWriter } from '../codec/msgpack.js';
import { stateDeltaFields, struct, type Emit, type Fields, type StateDeltaInput } from './state-delta.js';

const SUBSET_KEYS = new Set(['Accts', 'Creatables', 'Hdr', 'KvMods', 'Txids']);

function isEmpty(json: CodecJsonValue): boolean {
  return (
    json === null ||
    (typeof json === 'object' &&
      !Array.isArray(json) &&
      !(json instanceof Uint8Array) &&
      Object.keys(json).length === 0)
  );
}

/** The StateDeltaSubset fields of a single-group block. */
function subsetFields(input: StateDeltaInput): Fields {
  return stateDeltaFields(input).filter(([key, json]) => {
    if (!SUBSET_KEYS.has(key)) return false;
    if (key === 'Accts') return input.accounts.size > 0;
    return !isEmpty(json);
  });
}

function finish(value: [CodecJsonValue, Emit]): { msgpack: Buffer; json: string } {
  const w = new MsgpackWriter(4096);
  value[1](w);
  return { msgpack: Buffer.from(w.finish()), json: writeCodecJson(value[0]) };
}

/** GET /v2/deltas/txn/group/{id}: the group's StateDeltaSubset. */
export function groupDelta(input: StateDeltaInput): { msgpack: Buffer; json: string } {
  return finish(struct(subsetFields(input)));
}

/** GET /v2/deltas/{round}/txn/group: `{"Deltas":[{"Delta": subset, "Ids": [id]}]}` for a single-group block. */
export function roundGroupDeltas(input: StateDeltaInput, ids: readonly string[]): { msgpack: Buffer; json: string } {
  const [deltaJson, deltaEmit] = struct(subsetFields(input));
  const entry = struct([
    ['Delta', deltaJson, deltaEmit],
    [
      'Ids',
      [...ids],
      (w) => {
        w.arrayHeader(ids.length);
        for (const id of ids) w.str(id);
      },
    ],
  ]);
  return finish(
    struct([
      [
        'Deltas',
        [entry[0]],
        (w) => {
          w.arrayHeader(1);
          entry[1](w);
        },
      ],
    ]),
  );
}
