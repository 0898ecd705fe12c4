// The direct SignTransactions answer encoder writes proto-loader's bytes, and leaves every other shape to it.
import test from 'ava';
import fc from 'fast-check';
import { contract } from '../../../src/gateway/grpc/contract.js';
import {
  encodeSignTransactionsResponse,
  withDirectEncoding,
} from '../../../src/gateway/grpc/sign-transactions-codec.js';
import { fuzzParams } from '../../helpers/fuzz.js';

const method = () => contract().algorun.kmd.v1.KmdService.service.SignTransactions;

// Strings with multi-byte and astral characters (UTF-8 lengths differ from string lengths).
const text = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.constant(''),
);
const signed = fc.uint8Array({ maxLength: 300 }).map((bytes) => ({ signed_transaction: Buffer.from(bytes) }));
const failed = fc.record({ code: text, message: text, data_json: text }).map((error) => ({ error }));
const response = fc.record({ results: fc.array(fc.oneof(signed, failed), { maxLength: 40 }) });

test('the direct encoder answers the bytes of proto-loader serializer for every answer shape the service makes', (t) => {
  fc.assert(
    fc.property(response, (value) => {
      const direct = encodeSignTransactionsResponse(value);
      return direct !== undefined && direct.equals(method().responseSerialize(value));
    }),
    fuzzParams(300),
  );
  // Lengths past one varint byte: a 200-byte transaction, a 20 kB one, and 300 results.
  const big = {
    results: [
      { signed_transaction: Buffer.alloc(200, 1) },
      { signed_transaction: Buffer.alloc(20_000, 2) },
      ...Array.from({ length: 300 }, (_, i) => ({ signed_transaction: Buffer.alloc(i, i) })),
      { error: { code: 'KMD_BAD_TRANSACTION', message: 'x'.repeat(300), data_json: '{}' } },
    ],
  };
  t.true(encodeSignTransactionsResponse(big)!.equals(method().responseSerialize(big)));
  // What the direct bytes decode to is what was encoded.
  const decoded = method().responseDeserialize(encodeSignTransactionsResponse(big)!) as typeof big;
  t.is(decoded.results.length, big.results.length);
  t.deepEqual(decoded.results[1]!.signed_transaction, big.results[1]!.signed_transaction);
});

test('shapes the service never answers are left to proto-loader, through the wrapped definition too', (t) => {
  const others: unknown[] = [
    null,
    {},
    { results: [], extra: 1 },
    { results: [{}] },
    { results: [{ signed_transaction: 'AAAA' }] },
    { results: [{ signed_transaction: Buffer.alloc(1), error: { code: '', message: '', data_json: '' } }] },
    { results: [{ error: { code: 'X', message: 'y' } }] },
    { results: [{ error: { code: 1, message: 'y', data_json: '' } }] },
    { results: [{ result: 'signed_transaction', signed_transaction: Buffer.alloc(1) }] },
  ];
  const wrapped = withDirectEncoding(contract().algorun.kmd.v1.KmdService.service);
  const serialize = (wrapped['SignTransactions'] as import('@grpc/grpc-js').MethodDefinition<unknown, unknown>)
    .responseSerialize;
  for (const value of others) {
    t.is(encodeSignTransactionsResponse(value), undefined, JSON.stringify(value));
    // The wrapped serializer answers (or refuses) exactly as proto-loader's own.
    let expected: Buffer | Error;
    try {
      expected = method().responseSerialize(value as never);
    } catch (error) {
      expected = error as Error;
    }
    if (expected instanceof Error) t.throws(() => serialize(value));
    else t.deepEqual(serialize(value), expected);
  }
  // Other methods keep their definitions.
  t.is(wrapped['ListWallets'], contract().algorun.kmd.v1.KmdService.service.ListWallets);
});
