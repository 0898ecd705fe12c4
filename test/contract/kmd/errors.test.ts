// kmd error answers over raw HTTP: status, envelope and upstream's texts, in upstream's check order.
import test from 'ava';
import algosdk from 'algosdk';
import type { TestServer } from '../../helpers/server.js';
import { b64, payment, raw, startKmd, type RawReply } from './harness.js';

let server: TestServer;
let handle: string;
let address: string;

test.before(async () => {
  const started = await startKmd();
  server = started.server;
  const kmd = started.kmd;
  const { wallet } = await kmd.createWallet('errors', 'pw', new Uint8Array(), 'sqlite');
  handle = (await kmd.initWalletHandle(wallet.id, 'pw')).wallet_handle_token;
  address = (await kmd.generateKey(handle)).address;
});
test.after.always(async () => {
  await server?.close();
});

const envelope = (status: number, message: string): Omit<RawReply, 'contentType'> => ({
  status,
  json: { error: true, message },
});

function strip(reply: RawReply): Omit<RawReply, 'contentType'> {
  return { status: reply.status, json: reply.json };
}

const BAD_HANDLE = `${'0'.repeat(16)}.${'0'.repeat(64)}`;

test.serial('request bodies: bad JSON, unknown key, bad base64, wrong length, missing token', async (t) => {
  const decode = envelope(400, 'could not decode request body');
  t.deepEqual(strip(await raw(server, 'POST', '/v1/key/list', '{nope')), decode);
  t.deepEqual(strip(await raw(server, 'POST', '/v1/key/list', { wallet_handle_token: handle, x: 1 })), decode);
  const badB64 = { wallet_handle_token: handle, private_key: 'not base64!' };
  t.deepEqual(strip(await raw(server, 'POST', '/v1/key/import', badB64)), decode);
  const short = { wallet_handle_token: handle, private_key: b64(new Uint8Array(10)) };
  t.deepEqual(strip(await raw(server, 'POST', '/v1/key/import', short)), decode);
  const noToken = await raw(server, 'POST', '/v1/key/list', { wallet_handle_token: handle }, null);
  t.deepEqual(strip(noToken), envelope(401, 'invalid API token'));
  t.is(noToken.contentType, 'application/json');
});

test.serial('handle format and lookup texts', async (t) => {
  const list = (token: string) => raw(server, 'POST', '/v1/key/list', { wallet_handle_token: token }).then(strip);
  t.deepEqual(await list('nope'), envelope(401, 'wrong number of token parts'));
  t.deepEqual(await list(''), envelope(401, 'wrong number of token parts'));
  t.deepEqual(await list(`ABCDEF0123456789.${'0'.repeat(64)}`), envelope(401, 'invalid wallet handle id'));
  t.deepEqual(await list(`${'0'.repeat(16)}.${'0'.repeat(63)}`), envelope(401, 'invalid wallet handle secret'));
  t.deepEqual(await list(BAD_HANDLE), envelope(401, 'handle does not exist'));
  const sameId = `${handle.slice(0, 16)}.${'0'.repeat(64)}`;
  t.deepEqual(await list(sameId), envelope(401, 'invalid token'));
});

test.serial('address is parsed before the handle on export/delete, after it on program sign', async (t) => {
  const badChecksum = `${address.slice(0, 57)}${address.endsWith('A') ? 'B' : 'A'}`;
  const exportBad = { wallet_handle_token: BAD_HANDLE, address: badChecksum, wallet_password: 'pw' };
  t.deepEqual(strip(await raw(server, 'POST', '/v1/key/export', exportBad)), envelope(400, 'could not decode address'));
  t.deepEqual(strip(await raw(server, 'DELETE', '/v1/key', exportBad)), envelope(400, 'could not decode address'));
  const programBad = { wallet_handle_token: BAD_HANDLE, address: badChecksum, data: 'AQ==', wallet_password: 'pw' };
  t.deepEqual(strip(await raw(server, 'POST', '/v1/program/sign', programBad)), envelope(401, 'handle does not exist'));
  const program = { ...programBad, wallet_handle_token: handle };
  t.deepEqual(strip(await raw(server, 'POST', '/v1/program/sign', program)), envelope(400, 'could not decode address'));
});

test.serial('transaction decode, wrong password, mnemonics, multisig texts', async (t) => {
  const signBody = {
    wallet_handle_token: handle,
    transaction: b64(Buffer.from([0x81, 0xa1, 0x78, 0x01])),
    wallet_password: 'pw',
  };
  t.deepEqual(
    strip(await raw(server, 'POST', '/v1/transaction/sign', signBody)),
    envelope(400, 'could not decode transaction'),
  );
  const txn = b64(algosdk.encodeUnsignedTransaction(payment(address, address)));
  const wrong = { wallet_handle_token: handle, transaction: txn, wallet_password: 'nope' };
  t.deepEqual(
    strip(await raw(server, 'POST', '/v1/transaction/sign', wrong)),
    envelope(400, 'error decrypting. wrong password?'),
  );
  const exportWrong = { wallet_handle_token: handle, wallet_password: 'nope' };
  t.deepEqual(
    strip(await raw(server, 'POST', '/v1/master-key/export', exportWrong)),
    envelope(400, 'error decrypting. wrong password?'),
  );
  const mnemonic = { wallet_handle_token: handle, display_mnemonic: true };
  t.deepEqual(
    strip(await raw(server, 'POST', '/v1/key', mnemonic)),
    envelope(500, 'sqlite wallet driver cannot display mnemonics'),
  );
  const pk = b64(algosdk.decodeAddress(address).publicKey);
  const imp = (v: number, thr: number, pks: string[]) =>
    raw(server, 'POST', '/v1/multisig/import', {
      wallet_handle_token: handle,
      multisig_version: v,
      threshold: thr,
      pks,
    }).then(strip);
  t.deepEqual(await imp(2, 1, [pk]), envelope(400, 'unknown version'));
  t.deepEqual(await imp(1, 2, [pk]), envelope(400, 'Invalid threshold'));
  t.deepEqual(await imp(1, 0, [pk]), envelope(400, 'Invalid threshold'));
  t.is((await imp(1, 1, [pk])).status, 200);
  t.deepEqual(await imp(1, 1, [pk]), envelope(400, 'key already exists in wallet'));
  const noPreimage = {
    wallet_handle_token: handle,
    transaction: txn,
    public_key: pk,
    partial_multisig: null,
    wallet_password: 'pw',
  };
  t.deepEqual(
    strip(await raw(server, 'POST', '/v1/multisig/sign', noPreimage)),
    envelope(400, 'multisig information (pks, threshold) for address does not exist in this wallet'),
  );
  const exp = { wallet_handle_token: handle, address };
  t.deepEqual(
    strip(await raw(server, 'POST', '/v1/multisig/export', exp)),
    envelope(400, 'multisig information (pks, threshold) for address does not exist in this wallet'),
  );
  t.deepEqual(
    strip(await raw(server, 'POST', '/v1/wallet/init', { wallet_id: 'x', wallet_password: '' })),
    envelope(400, 'wallet not found'),
  );
  t.deepEqual(strip(await raw(server, 'POST', '/v1/multisig/list', { wallet_handle_token: handle })).status, 200);
});

test.serial(
  'empty lists omit their key; release answers {} and later uses say the handle does not exist',
  async (t) => {
    const kmd = new algosdk.Kmd('a'.repeat(64), 'http://127.0.0.1', new URL(server.kmd).port);
    const { wallet } = await kmd.createWallet('empty', '', new Uint8Array(), 'sqlite');
    const h = (await kmd.initWalletHandle(wallet.id, '')).wallet_handle_token;
    t.deepEqual(strip(await raw(server, 'POST', '/v1/key/list', { wallet_handle_token: h })), {
      status: 200,
      json: {},
    });
    t.deepEqual(strip(await raw(server, 'POST', '/v1/wallet/release', { wallet_handle_token: h })), {
      status: 200,
      json: {},
    });
    t.deepEqual(
      strip(await raw(server, 'POST', '/v1/wallet/info', { wallet_handle_token: h })),
      envelope(401, 'handle does not exist'),
    );
  },
);

test.serial('with --kmd-session-lifetime 1 an expired handle is a 401 and then does not exist', async (t) => {
  const short = await startKmd(['--kmd-session-lifetime', '1']);
  t.teardown(() => short.server.close());
  const { wallet } = await short.kmd.createWallet('expiring', '', new Uint8Array(), 'sqlite');
  const h = (await short.kmd.initWalletHandle(wallet.id, '')).wallet_handle_token;
  t.true((await short.kmd.getWallet(h)).wallet_handle.expires_seconds <= 1);
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const first = strip(await raw(short.server, 'POST', '/v1/key/list', { wallet_handle_token: h }));
  // The sweep may have removed it already; either way it is a 401 and the handle is gone afterwards.
  t.true(['handle expired', 'handle does not exist'].includes(first.json['message'] as string));
  t.is(first.status, 401);
  t.deepEqual(
    strip(await raw(short.server, 'POST', '/v1/key/list', { wallet_handle_token: h })),
    envelope(401, 'handle does not exist'),
  );
});
