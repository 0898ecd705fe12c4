// Asset and application views (src/service/algod/views-asset.ts, views-app.ts): GET /v2/assets/{id} and
// GET /v2/applications/{id} bodies byte for byte, upstream's printable-UTF-8 rule, algosdk as the decoding oracle.
import test from 'ava';
import algosdk from 'algosdk';
import { encodeAddress } from '../../../src/core/crypto/address.js';
import { e1Text } from '../../../src/gateway/rest/algod/render.js';
import { applicationView, assetView, printableText } from '../../../src/service/algod/views.js';
import { APP, ASSET, b64, big, decodeWith, ME, reqCtx, THIRD, OTHER } from './views-oracle.js';

test('GET /v2/assets/{id}: non-printable name leaves only name-b64; zero reserve and absent clawback omitted', (t) => {
  const text = e1Text(reqCtx(), 'algorun.algod.v2.Asset', assetView(1001n, ASSET, ME));
  t.is(
    text,
    `{"index":1001,"params":{"creator":"${encodeAddress(ME)}","decimals":2,"default-frozen":false,` +
      `"freeze":"${encodeAddress(THIRD)}","manager":"${encodeAddress(OTHER)}","metadata-hash":"${b64(ASSET.metadataHash!)}",` +
      `"name-b64":"${b64([1, 0x41])}","total":1000,"unit-name":"UNIT","unit-name-b64":"${b64('UNIT')}",` +
      '"url":"https://x/\\u003cy\\u003e",' +
      `"url-b64":"${b64('https://x/<y>')}"}}\n`,
  );
  const asset = decodeWith(t, text, algosdk.modelsv2.Asset);
  t.is(asset.params!.name, undefined);
  t.deepEqual(Buffer.from(asset.params!.nameB64!), Buffer.from([1, 0x41]));
  t.is(asset.params!.url, 'https://x/<y>');
  t.is(asset.params!.creator, encodeAddress(ME));
});

test('asset with every field empty: creator, decimals, default-frozen and total only', (t) => {
  const text = e1Text(
    reqCtx(),
    'algorun.algod.v2.Asset',
    assetView(5n, { defaultFrozen: true, metadataHash: Buffer.alloc(32) }, ME),
  );
  t.is(text, `{"index":5,"params":{"creator":"${encodeAddress(ME)}","decimals":0,"default-frozen":true,"total":0}}\n`);
  decodeWith(t, text, algosdk.modelsv2.Asset);
});

const printable = test.macro((t, bytes: Uint8Array, expected: string | undefined) => {
  t.is(printableText(bytes), expected);
});
const utf8 = (s: string): Buffer => Buffer.from(s, 'utf8');
test('printable: ASCII with space', printable, utf8('My Token 1'), 'My Token 1');
test('printable: empty', printable, utf8(''), '');
test('printable: accents, CJK, emoji, combining mark', printable, utf8('é日本🚀e\u0301'), 'é日本🚀e\u0301');
test('printable: symbols and punctuation', printable, utf8('$€¥©<>&"\'~'), '$€¥©<>&"\'~');
test('not printable: tab', printable, utf8('a\tb'), undefined);
test('not printable: newline', printable, utf8('a\nb'), undefined);
test('not printable: NUL', printable, Buffer.from([0x41, 0x00]), undefined);
test('not printable: DEL', printable, Buffer.from([0x7f]), undefined);
test('not printable: C1 control', printable, utf8('\u0085'), undefined);
test('not printable: no-break space', printable, utf8('a\u00a0b'), undefined);
test('not printable: ideographic space', printable, utf8('a\u3000b'), undefined);
test('not printable: line separator', printable, utf8('a\u2028b'), undefined);
test('not printable: zero-width space (format)', printable, utf8('a\u200bb'), undefined);
test('not printable: leading BOM', printable, utf8('\ufeffabc'), undefined);
test('not printable: private use', printable, utf8('\ue000'), undefined);
test('not printable: literal U+FFFD', printable, utf8('a\ufffd'), undefined);
test('not printable: invalid byte', printable, Buffer.from([0x41, 0xff]), undefined);
test('not printable: truncated sequence', printable, Buffer.from([0xe6, 0x97]), undefined);
test('not printable: overlong encoding', printable, Buffer.from([0xc0, 0x80]), undefined);
test('not printable: encoded surrogate', printable, Buffer.from([0xed, 0xa0, 0x80]), undefined);

test('GET /v2/applications/{id}: global state sorted by raw key bytes, TealValue {bytes,type,uint} complete', (t) => {
  const text = e1Text(reqCtx(), 'algorun.algod.v2.Application', applicationView(1002n, APP, ME));
  t.is(
    text,
    `{"id":1002,"params":{"approval-program":"${b64([6, 0x81, 1])}","clear-state-program":"${b64([6, 0x81, 1])}",` +
      `"creator":"${encodeAddress(ME)}","extra-program-pages":1,"global-state":[` +
      `{"key":"${b64('Alpha')}","value":{"bytes":"","type":1,"uint":0}},` +
      `{"key":"${b64('zeta')}","value":{"bytes":"","type":2,"uint":18446744073709551615}},` +
      `{"key":"${b64([0xff, 0])}","value":{"bytes":"${b64([0xde, 0xad])}","type":1,"uint":0}}],` +
      '"global-state-schema":{"num-byte-slice":2,"num-uint":1},"local-state-schema":{"num-byte-slice":0,"num-uint":3},' +
      `"size-sponsor":"${encodeAddress(THIRD)}","version":4}}\n`,
  );
  const app = decodeWith(t, text, algosdk.modelsv2.Application);
  t.is(app.params!.globalState![2]!.value.uint, 0n);
  t.is(big(app.params!.version), 4n);
});

test('bare application: programs and schemas always, global-state/version/pages/sponsor omitted', (t) => {
  const text = e1Text(
    reqCtx(),
    'algorun.algod.v2.Application',
    applicationView(9n, { sizeSponsor: Buffer.alloc(32) }, ME),
  );
  t.is(
    text,
    `{"id":9,"params":{"approval-program":"","clear-state-program":"","creator":"${encodeAddress(ME)}",` +
      '"global-state-schema":{"num-byte-slice":0,"num-uint":0},"local-state-schema":{"num-byte-slice":0,"num-uint":0}}}\n',
  );
  decodeWith(t, text, algosdk.modelsv2.Application);
});
