/**
 * Fuzzing the canonical msgpack codec with every wire schema: for any input, decoding gives a clear error
 * (AppError) or a value that re-encodes to stable canonical bytes; an input the decoder calls canonical is exactly
 * those bytes. Inputs are shaped by the schema (its keys, values of the right and of wrong kinds, unknown keys),
 * then sometimes mutated (truncated, a byte flipped), so that most reach deep into the decoder.
 */
import test from 'ava';
import fc from 'fast-check';
import {
  decodeMsgpack,
  decodeMsgpackCanonical,
  decodeMsgpackValue,
  encodeMsgpack,
  encodeMsgpackValue,
} from '../../src/core/codec/msgpack.js';
import type { MsgpackValue } from '../../src/core/codec/msgpack-value.js';
import { Kind, type FieldType, type Schema } from '../../src/core/codec/schema.js';
import { blockHeaderSchema, blockSchema } from '../../src/core/txn/block.js';
import { genesisSchema } from '../../src/core/txn/genesis.js';
import * as txn from '../../src/core/txn/schemas.js';
import { accountDataSchema } from '../../src/core/ledger/account.js';
import { pendingTransactionSchema } from '../../src/core/ledger/pending-info.js';
import { clearErrorOr, fuzzParams } from '../helpers/fuzz.js';

const SCHEMAS: readonly Schema[] = [
  txn.transactionSchema,
  txn.signedTxnSchema,
  txn.signedTxnWithAdSchema,
  txn.signedTxnInBlockSchema,
  txn.logicSigSchema,
  txn.multisigSchema,
  txn.applyDataSchema,
  txn.evalDeltaSchema,
  txn.txGroupSchema,
  blockHeaderSchema,
  blockSchema,
  genesisSchema,
  accountDataSchema,
  pendingTransactionSchema,
] as Schema[];

const anyValue: fc.Arbitrary<MsgpackValue> = fc.letrec<{ v: MsgpackValue }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.bigInt({ min: -(1n << 63n), max: (1n << 64n) - 1n }),
    fc.string({ maxLength: 8 }),
    fc.uint8Array({ maxLength: 40 }),
    fc.array(tie('v'), { maxLength: 3 }),
    fc.array(fc.tuple(fc.string({ maxLength: 4 }), tie('v')), { maxLength: 3 }).map((e) => new Map(e)),
  ),
})).v;

/** A value of `type`: well-formed when `clean`, else usually well-formed and sometimes any value at all. */
function valueOf(type: FieldType, depth: number, clean: boolean): fc.Arbitrary<MsgpackValue> {
  if (depth > 3) return clean ? fc.constant(null) : anyValue;
  const right = ((): fc.Arbitrary<MsgpackValue> => {
    switch (type.kind) {
      case Kind.U64:
        return fc.bigInt({ min: 0n, max: (1n << 64n) - 1n });
      case Kind.I64:
        return fc.bigInt({ min: -(1n << 63n), max: (1n << 63n) - 1n });
      case Kind.NUM:
        return fc.bigInt({ min: 0n, max: BigInt(type.max) + (clean ? 0n : 1n) });
      case Kind.BOOL:
        return fc.boolean();
      case Kind.STR:
      case Kind.STR_BYTES:
        return fc.string({ maxLength: 12 });
      case Kind.BYTES:
        return fc.uint8Array({ maxLength: 64 });
      case Kind.FIXED:
      case Kind.ADDR:
      case Kind.BLOCK_HASH:
        return clean
          ? fc.uint8Array({ minLength: type.size, maxLength: type.size })
          : fc.oneof(
              fc.uint8Array({ minLength: type.size, maxLength: type.size }),
              fc.uint8Array({ maxLength: type.size + 1 }),
            );
      case Kind.STRUCT:
        return structOf(type.schema, depth + 1, clean);
      case Kind.ARRAY:
        return fc.array(valueOf(type.of, depth + 1, clean), { maxLength: 3 });
      case Kind.MAP: {
        const key = type.keys === 'u64' ? fc.bigInt({ min: 0n, max: 1000n }) : fc.string({ maxLength: 6 });
        const entry = fc.tuple(key, valueOf(type.of, depth + 1, clean));
        return fc.array(entry, { maxLength: 3 }).map((e) => new Map<string | bigint, MsgpackValue>(e));
      }
      default:
        return clean ? fc.oneof(fc.bigInt({ min: 0n, max: 9n }), fc.uint8Array({ maxLength: 4 })) : anyValue;
    }
  })();
  return clean ? right : fc.oneof({ arbitrary: right, weight: 9 }, { arbitrary: anyValue, weight: 1 });
}

function structOf(schema: Schema, depth: number, clean: boolean): fc.Arbitrary<MsgpackValue> {
  const entries = schema.fields.map((f) =>
    fc.option(fc.tuple(fc.constant(f.key), valueOf(f.type, depth, clean)), { freq: 3 }),
  );
  const unknown = clean ? fc.constant(null) : fc.option(fc.tuple(fc.string({ maxLength: 5 }), anyValue), { freq: 12 });
  return fc.tuple(fc.tuple(...entries), unknown).map(([known, extra]) => {
    const map = new Map<string | bigint, MsgpackValue>();
    for (const entry of known) if (entry) map.set(entry[0], entry[1]);
    if (extra) map.set(extra[0], extra[1]);
    return map;
  });
}

/** Encoded input: half well-formed, half with faults (wrong kinds, unknown keys, truncated, a byte changed). */
function inputFor(schema: Schema): fc.Arbitrary<Uint8Array> {
  const clean = structOf(schema, 0, true).map((value): Uint8Array => encodeMsgpackValue(value));
  const faulty = fc
    .tuple(structOf(schema, 0, false), fc.nat(), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 3 }))
    .map(([value, at, byte, mode]) => {
      const bytes = Buffer.from(encodeMsgpackValue(value));
      if (bytes.length === 0) return bytes;
      if (mode === 0) return bytes.subarray(0, at % bytes.length);
      if (mode === 1) bytes[at % bytes.length] = byte;
      return bytes;
    });
  return fc.oneof(clean, faulty);
}

for (const schema of SCHEMAS) {
  test(`${schema.name}: a clear error, or a value that re-encodes canonically`, (t) => {
    let decodedCount = 0;
    fc.assert(
      fc.property(inputFor(schema), (bytes) => {
        const value = clearErrorOr(() => decodeMsgpack(schema, bytes));
        if (value === undefined) return;
        const once = encodeMsgpack(schema, value);
        const again = encodeMsgpack(schema, decodeMsgpack(schema, once));
        if (!again.equals(once)) throw new Error('re-encoding is not stable');
        const { canonical } = decodeMsgpackCanonical(schema, bytes);
        if (canonical && !once.equals(Buffer.from(bytes)))
          throw new Error('input called canonical but re-encodes differently');
        decodedCount++;
      }),
      fuzzParams(150),
    );
    // The generator is shaped by the schema: a fair share of inputs must get through the whole decoder.
    t.true(decodedCount > 0, `no input of ${schema.name} decoded`);
  });
}

test('opaque values: any bytes decode to a clear error or a value whose encoding is stable', (t) => {
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
      const decoded = clearErrorOr(() => decodeMsgpackValue(bytes));
      if (decoded === undefined) return;
      const once = encodeMsgpackValue(decoded.value);
      if (!encodeMsgpackValue(decodeMsgpackValue(once).value).equals(once)) throw new Error('unstable');
    }),
    fuzzParams(2000),
  );
  t.pass();
});
