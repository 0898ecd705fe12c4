import test from 'ava';
import algosdk from 'algosdk';
import {
  pathAddress,
  pathUint64,
  queryBool,
  queryFormat,
  queryRequiredUint64,
  queryUint64,
} from '../../../src/gateway/rest/algod/params.js';
import type { RequestContext } from '../../../src/gateway/rest/engine.js';
import { PathParams } from '../../../src/gateway/rest/router.js';

const ctx = (params: Record<string, string>, query = ''): RequestContext => ({
  method: 'GET',
  path: '/',
  query: new URLSearchParams(query),
  headers: new Map(),
  params: new PathParams(Object.keys(params), Object.values(params)),
  body: Buffer.alloc(0),
});

const uint = test.macro((t, text: string, expected: string | RegExp) => {
  if (typeof expected === 'string') {
    t.is(pathUint64(ctx({ round: text }), 'round'), expected);
    return;
  }
  const error = t.throws(() => pathUint64(ctx({ round: text }), 'round'));
  t.is((error as unknown as { code: string }).code, 'ALGOD_BAD_PARAMETER');
  t.regex(error!.message, expected);
});
test('zero', uint, '0', '0');
test('leading zeros are canonicalised', uint, '007', '7');
test('2^64-1', uint, '18446744073709551615', '18446744073709551615');
test(
  '2^64',
  uint,
  '18446744073709551616',
  /^Invalid format for parameter round: strconv.ParseUint: parsing "18446744073709551616": value out of range$/,
);
test('sign', uint, '+1', /parsing "\+1": invalid syntax/);
test('hex', uint, '0x10', /invalid syntax/);
test(
  'empty path parameter',
  uint,
  '',
  /^Invalid format for parameter round: parameter 'round' is empty, can't bind its value$/,
);

test('query uint64: absent or empty is 0; required ones say so', (t) => {
  t.is(queryUint64(ctx({}), 'max'), '0');
  t.is(queryUint64(ctx({}, 'max='), 'max'), '0');
  t.is(queryUint64(ctx({}, 'max=12'), 'max'), '12');
  t.throws(() => queryRequiredUint64(ctx({}), 'first'), {
    message: "Invalid format for parameter first: query parameter 'first' is required",
  });
});

test('booleans use Go strconv.ParseBool words', (t) => {
  for (const word of ['1', 't', 'T', 'TRUE', 'true', 'True']) t.true(queryBool(ctx({}, `b=${word}`), 'b'), word);
  for (const word of ['0', 'f', 'F', 'FALSE', 'false', 'False']) t.false(queryBool(ctx({}, `b=${word}`), 'b'), word);
  t.false(queryBool(ctx({}), 'b'));
  t.throws(() => queryBool(ctx({}, 'b=yes'), 'b'), {
    message: 'Invalid format for parameter b: strconv.ParseBool: parsing "yes": invalid syntax',
  });
});

test('addresses are checked like basics.Address', (t) => {
  const address = algosdk.generateAccount().addr.toString();
  t.is(pathAddress(ctx({ address }), 'address'), address);
  t.throws(() => pathAddress(ctx({ address: 'abc' }), 'address'), {
    message:
      "Invalid format for parameter address: error unmarshaling 'abc' text as *basics.Address: " +
      'failed to decode address abc from base 32',
  });
});

test('format: json by default, msgpack/msgp, case-insensitive, else ALGOD_BAD_FORMAT', (t) => {
  t.is(queryFormat(ctx({})), 'RESPONSE_FORMAT_JSON');
  t.is(queryFormat(ctx({}, 'format=Json')), 'RESPONSE_FORMAT_JSON');
  t.is(queryFormat(ctx({}, 'format=msgp')), 'RESPONSE_FORMAT_MSGPACK');
  t.is(queryFormat(ctx({}, 'format=MSGPACK')), 'RESPONSE_FORMAT_MSGPACK');
  const error = t.throws(() => queryFormat(ctx({}, 'format=cbor')));
  t.is((error as unknown as { code: string }).code, 'ALGOD_BAD_FORMAT');
  t.is(error!.message, 'failed to parse the format option');
});
