import test from 'ava';
import { decodeBase64Strict } from '../../../src/core/codec/base64.js';
import { renderE2 } from '../../../src/core/codec/json-codec.js';
import { decodeCodecJson } from '../../../src/core/codec/json-codec-decode.js';
import { parseJson } from '../../../src/core/codec/json-parse.js';
import { multisigSchema } from '../../../src/core/txn/schemas.js';
import type { MultisigSig } from '../../../src/core/txn/types.js';

const pk = Buffer.alloc(32, 7);
const sig = Buffer.alloc(64, 9);

const decodes = test.macro({
  exec(t, json: string, expected: MultisigSig) {
    t.deepEqual(decodeCodecJson(multisigSchema, parseJson(json)), expected);
  },
  title: (name) => `decodes ${name}`,
});

test(
  'a kmd partial multisig',
  decodes,
  `{"v":1,"thr":2,"subsig":[{"pk":"${pk.toString('base64')}","s":"${sig.toString('base64')}"},{"pk":"${pk.toString('base64')}"}]}`,
  {
    version: 1,
    threshold: 2,
    subsigs: [{ pk, sig }, { pk }],
  },
);
test(
  'null and empty strings as zero values',
  decodes,
  `{"v":null,"thr":0,"subsig":[{"pk":"${pk.toString('base64')}","s":""},{"pk":null,"s":null}]}`,
  {
    subsigs: [{ pk }, {}],
  },
);
test('null as an empty struct', decodes, 'null', {});

const rejects = test.macro({
  exec(t, json: string, code: string, message: RegExp) {
    const err = t.throws(() => decodeCodecJson(multisigSchema, parseJson(json)));
    t.is((err as { code?: string }).code, code);
    t.regex(err!.message, message);
  },
  title: (name) => `rejects ${name}`,
});

test('an unknown key', rejects, '{"v":1,"Thr":1}', 'CORE_UNKNOWN_FIELD', /unknown field Thr in MultisigSig/);
test('a uint8 above 255', rejects, '{"v":256}', 'CORE_JSON_DECODE', /MultisigSig\.v: integer 256 out of range/);
test('a negative uint8', rejects, '{"thr":-1}', 'CORE_JSON_DECODE', /out of range/);
test('a fractional integer', rejects, '{"thr":1.5}', 'CORE_JSON_DECODE', /expected an integer/);
test('a numeric string', rejects, '{"thr":"1"}', 'CORE_JSON_DECODE', /expected an integer/);
test(
  'URL-safe base64',
  rejects,
  `{"subsig":[{"pk":"${pk.toString('base64url')}_"}]}`,
  'CORE_JSON_DECODE',
  /illegal base64/,
);
test('unpadded base64', rejects, '{"subsig":[{"pk":"AA"}]}', 'CORE_JSON_DECODE', /illegal base64/);
test('a short key', rejects, '{"subsig":[{"pk":"AAAA"}]}', 'CORE_BAD_LENGTH', /must be 32 bytes, got 3/);
test('a string where an object is expected', rejects, '"msig"', 'CORE_JSON_DECODE', /expected an object/);
test('an object where an array is expected', rejects, '{"subsig":{}}', 'CORE_JSON_DECODE', /expected an array/);

test('E2 output decodes back to the same model', (t) => {
  const msig: MultisigSig = { version: 1, threshold: 1, subsigs: [{ pk, sig }, { pk: Buffer.alloc(32, 1) }] };
  t.deepEqual(decodeCodecJson(multisigSchema, parseJson(renderE2(multisigSchema, msig))), msig);
});

const base64 = test.macro({
  exec(t, text: string, ok: boolean) {
    t.is(decodeBase64Strict(text) !== undefined, ok);
  },
  title: (_, text, ok) => `base64 ${JSON.stringify(text)} is ${ok ? 'accepted' : 'rejected'}`,
});

test(base64, '', true);
test(base64, 'AQID', true);
test(base64, 'AQ==', true);
test(base64, 'AQI=', true);
test(base64, 'AQ', false);
test(base64, 'AQ=', false);
test(base64, '-_8=', false);
test(base64, 'AQ ID', false);
test(base64, 'AQ==AQ==', false);
