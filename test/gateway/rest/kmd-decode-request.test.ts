import test from 'ava';
import { encodeAddress } from '../../../src/core/crypto/address.js';
import { decodeKmdRequest } from '../../../src/gateway/rest/kmd/decode-request.js';

const decode = (type: string, json: string): Record<string, unknown> =>
  decodeKmdRequest<Record<string, unknown>>(`algorun.kmd.v1.${type}Request`, Buffer.from(json));

const pk = Buffer.alloc(32, 7).toString('base64');
/** The proto carries accounts as addresses: the REST decoder converts kmd's base64 keys. */
const address = encodeAddress(Buffer.alloc(32, 7));

test('every field is present; missing keys and null give zero values', (t) => {
  t.deepEqual(decode('SignTransaction', '{"wallet_handle_token":"h","public_key":null}'), {
    public_key: '',
    transaction: Buffer.alloc(0),
    wallet_handle_token: 'h',
    wallet_password: '',
  });
});

test('base64 key fields become addresses and uint8 numbers decode', (t) => {
  const body = `{"wallet_handle_token":"h","multisig_version":1,"threshold":2,"pks":["${pk}","${pk}"]}`;
  const r = decode('ImportMultisig', body);
  t.is(r['multisig_version'], 1);
  t.is(r['threshold'], 2);
  t.deepEqual(r['pks'], [address, address]);
  t.deepEqual(decode('ImportMultisig', `{"pks":["", null, "${pk}"]}`)['pks'], ['', '', address]);
  t.is(decode('SignMultisig', `{"signer":"${pk}","public_key":""}`)['signer'], address);
});

test('a partial multisig decodes recursively; "" leaves a fixed field empty', (t) => {
  const partial = `{"v":1,"thr":1,"subsig":[{"pk":"${pk}","s":""}]}`;
  const r = decode('SignMultisig', `{"partial_multisig":${partial},"public_key":"${pk}"}`);
  t.deepEqual(r['partial_multisig'], { subsig: [{ pk: address, s: Buffer.alloc(0) }], thr: 1, v: 1 });
  t.is(r['public_key'], address);
  t.is(decode('SignMultisig', '{"partial_multisig":null}')['partial_multisig'], null);
  t.deepEqual(decode('CreateWallet', '{"master_derivation_key":""}')['master_derivation_key'], Buffer.alloc(0));
});

const rejects = test.macro((t, type: string, json: string) => {
  const error = t.throws(() => decode(type, json));
  t.is((error as unknown as { code: string }).code, 'KMD_BAD_REQUEST_BODY');
  t.is(error!.message, 'could not decode request body');
});
test('empty body', rejects, 'ListKeys', '');
test('not JSON', rejects, 'ListKeys', '{');
test('array body', rejects, 'ListKeys', '["x"]');
test('unknown key', rejects, 'ListKeys', '{"wallet_handle_token":"h","WalletHandleToken":"h"}');
test('number for a string', rejects, 'ListKeys', '{"wallet_handle_token":1}');
test('string for a bool', rejects, 'GenerateKey', '{"display_mnemonic":"false"}');
test('uint8 above 255', rejects, 'ImportMultisig', '{"threshold":256}');
test('negative uint8', rejects, 'ImportMultisig', '{"multisig_version":-1}');
test('fractional uint8', rejects, 'ImportMultisig', '{"threshold":1.5}');
test('URL-safe base64', rejects, 'SignProgram', '{"data":"-_8="}');
test('unpadded base64', rejects, 'SignProgram', '{"data":"AQ"}');
test('short public key', rejects, 'SignTransaction', '{"public_key":"AQID"}');
test('long private key', rejects, 'ImportKey', `{"private_key":"${Buffer.alloc(65).toString('base64')}"}`);
test('short pk in the list', rejects, 'ImportMultisig', '{"pks":["AQID"]}');
test('an address where kmd wants a base64 key', rejects, 'SignTransaction', `{"public_key":"${address}"}`);
test('a 33-byte signer', rejects, 'SignMultisig', `{"signer":"${Buffer.alloc(33, 1).toString('base64')}"}`);
test('a key as a number', rejects, 'SignProgramMultisig', '{"public_key":7}');
test('a short subsig pk', rejects, 'SignMultisig', '{"partial_multisig":{"subsig":[{"pk":"AQID"}]}}');
test('partial multisig as a string', rejects, 'SignMultisig', '{"partial_multisig":"x"}');
test('unknown key inside a subsig', rejects, 'SignMultisig', '{"partial_multisig":{"subsig":[{"pk":"","sig":""}]}}');
test('a number body', rejects, 'ListKeys', '5');
test('a string body', rejects, 'ListKeys', '"wallet_handle_token"');
test('a null body', rejects, 'ListKeys', 'null');
test('whitespace only', rejects, 'ListKeys', ' \n\t ');
test('an array holding the object', rejects, 'ListKeys', '[{"wallet_handle_token":"h"}]');
test('garbage before the value', rejects, 'ListKeys', 'x{"wallet_handle_token":"h"}');
test('a truncated object followed by more text', rejects, 'ListKeys', '{"wallet_handle_token":"h" junk');
test('a uint8 beyond 2^64', rejects, 'ImportMultisig', '{"threshold":18446744073709551616}');

const accepts = test.macro((t, body: string) => {
  t.deepEqual(decode('ListKeys', body), { wallet_handle_token: 'h' });
});
test('trailing garbage after the first value is ignored', accepts, '{"wallet_handle_token":"h"}garbage');
test('a second JSON value is ignored, unknown keys and all', accepts, '{"wallet_handle_token":"h"}{"extra":1}');
test('a trailing newline and unbalanced brackets are ignored', accepts, '{"wallet_handle_token":"h"}\n}}]');
test('leading whitespace is skipped', accepts, ' \r\n\t{"wallet_handle_token":"h"}');
