// Every kmd route through algosdk's Kmd client against the whole server, with algosdk as the oracle for
// signatures and multisig blobs, and the docs/spec/kmd.md §6.4 derivation vector through the API.
import test from 'ava';
import algosdk from 'algosdk';
import { sign as rawSign } from '../../../src/core/crypto/ed25519.js';
import { DEV_WALLET_NAME } from '../../../src/service/kmd/dev-wallet.js';
import type { TestServer } from '../../helpers/server.js';
import { b64, payment, raw, startKmd } from './harness.js';

let server: TestServer;
let kmd: algosdk.Kmd;

test.before(async () => {
  ({ server, kmd } = await startKmd());
});
test.after.always(async () => {
  await server?.close();
});

const VECTOR_MDK = Buffer.from('AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=', 'base64');
const VECTOR_ADDR_1 = 'RARAQGGTYYIAKPP7M44M2ITTE2AXASJD5VIMPRQDU5VJTK3XAA62OLW7IM';
const VECTOR_ADDR_2 = 'AY3EXNCEATTJ3KUPVEVDFUYMO6CT3R3S6QQSVIGTXKCFG26L4WGLJU5PF4';
const VECTOR_SK_1 = 'ck213Stb/4ItXpaPxAH9+A93jPOmgS8q3JYpWZsxtVmIIggY08YQBT3/ZzjNInMmgXBJI+1Qx8YDp2qZq3cAPQ==';
const VECTOR_MSIG = '3UNXJJH24PSMNQ24GAN3J4KLD2L3RLVIOM3D2BGICUKQBAY5BQQQST7MVM';
const VECTOR_PROGRAM_SIG = 'Uaw1c7I1EGv2onIdNIUn9Pkan67kk64ZEdVv4VWmdWFiAFxiUgn8cl3Fae17JXXC5t4KuBCFGpS34vOh3lPmAw==';

async function openWallet(name: string, password: string, mdk?: Uint8Array): Promise<{ id: string; handle: string }> {
  const created = await kmd.createWallet(name, password, mdk ?? new Uint8Array(), 'sqlite');
  const id = created.wallet.id as string;
  const { wallet_handle_token: handle } = await kmd.initWalletHandle(id, password);
  return { id, handle };
}

test('the dev wallet exists with three keys and its handle info answers', async (t) => {
  const { wallets } = await kmd.listWallets();
  const dev = wallets.find((w: { name: string }) => w.name === DEV_WALLET_NAME);
  t.truthy(dev);
  t.is(dev.driver_name, 'algorun');
  t.is(dev.driver_version, 1);
  t.false(dev.mnemonic_ux);
  t.deepEqual(dev.supported_txs, ['pay', 'keyreg']);
  const { wallet_handle_token: handle } = await kmd.initWalletHandle(dev.id, '');
  t.regex(handle, /^[0-9a-f]{16}\.[0-9a-f]{64}$/);
  const { addresses } = await kmd.listKeys(handle);
  t.true(addresses.length >= 3);
  const info = await kmd.getWallet(handle);
  t.is(info.wallet_handle.wallet.id, dev.id);
  t.true(info.wallet_handle.expires_seconds >= 0 && info.wallet_handle.expires_seconds <= 60);
  const renewed = await kmd.renewWalletHandle(handle);
  t.is(renewed.wallet_handle.wallet.name, DEV_WALLET_NAME);
  await kmd.releaseWalletHandle(handle);
  await t.throwsAsync(kmd.renewWalletHandle(handle), { message: /401.*handle does not exist/ });
});

test('the §6.4 vector: MDK given at create, two generated keys, exports, multisig and program signature', async (t) => {
  const { handle } = await openWallet('vector', 'pw', VECTOR_MDK);
  t.is((await kmd.generateKey(handle)).address, VECTOR_ADDR_1);
  t.is((await kmd.generateKey(handle)).address, VECTOR_ADDR_2);
  t.deepEqual((await kmd.listKeys(handle)).addresses, [VECTOR_ADDR_2, VECTOR_ADDR_1]);
  t.is(b64((await kmd.exportKey(handle, 'pw', VECTOR_ADDR_1)).private_key), VECTOR_SK_1);
  t.is(b64((await kmd.exportMasterDerivationKey(handle, 'pw')).master_derivation_key), b64(VECTOR_MDK));
  const pks = [VECTOR_ADDR_1, VECTOR_ADDR_2].map((a) => b64(algosdk.decodeAddress(a).publicKey));
  t.is((await kmd.importMultisig(handle, 1, 2, pks)).address, VECTOR_MSIG);
  t.deepEqual((await kmd.listMultisig(handle)).addresses, [VECTOR_MSIG]);
  const exported = await kmd.exportMultisig(handle, VECTOR_MSIG);
  t.is(exported.multisig_version, 1);
  t.is(exported.threshold, 2);
  t.deepEqual(exported.pks, pks);
  const sig = await raw(server, 'POST', '/v1/program/sign', {
    wallet_handle_token: handle,
    address: VECTOR_ADDR_1,
    data: 'BoEB',
    wallet_password: 'pw',
  });
  t.deepEqual(sig, { status: 200, json: { sig: VECTOR_PROGRAM_SIG }, contentType: 'application/json' });
  await kmd.deleteMultisig(handle, 'pw', VECTOR_MSIG);
  t.deepEqual(await kmd.listMultisig(handle), {});
});

test('generation skips imported addresses and the index never goes back; imported keys are not derived', async (t) => {
  const { id: walletId, handle } = await openWallet('skip', '', VECTOR_MDK);
  t.is((await kmd.importKey(handle, Buffer.from(VECTOR_SK_1, 'base64'))).address, VECTOR_ADDR_1);
  await t.throwsAsync(kmd.importKey(handle, Buffer.from(VECTOR_SK_1, 'base64')), {
    message: /400.*key already exists in wallet/,
  });
  t.is((await kmd.generateKey(handle)).address, VECTOR_ADDR_2);
  await kmd.exportKey(handle, '', VECTOR_ADDR_2); // the handle now holds the opened key
  const other = (await kmd.initWalletHandle(walletId, '')).wallet_handle_token as string;
  await kmd.exportKey(other, '', VECTOR_ADDR_2);
  await kmd.deleteKey(handle, '', VECTOR_ADDR_2);
  for (const h of [handle, other]) {
    await t.throwsAsync(kmd.exportKey(h, '', VECTOR_ADDR_2), { message: /400.*key does not exist in this wallet/ });
  }
  const third = (await kmd.generateKey(handle)).address;
  t.not(third, VECTOR_ADDR_2);
  const outsider = algosdk.generateAccount();
  const imported = await kmd.importKey(handle, outsider.sk);
  t.is(imported.address, outsider.addr.toString());
  t.deepEqual(Buffer.from((await kmd.exportKey(handle, '', imported.address)).private_key), Buffer.from(outsider.sk));
});

test('transaction signatures equal algosdk.signTransaction, by sender and by public_key (sgnr)', async (t) => {
  const { handle } = await openWallet('signing', 'secret');
  const a = (await kmd.generateKey(handle)).address;
  const b = (await kmd.generateKey(handle)).address;
  const skA = (await kmd.exportKey(handle, 'secret', a)).private_key as Uint8Array;
  const skB = (await kmd.exportKey(handle, 'secret', b)).private_key as Uint8Array;
  const txn = payment(a, b, 123_456, new Uint8Array([1, 2, 3]));
  const bySender = await kmd.signTransaction(handle, 'secret', txn);
  t.deepEqual(Buffer.from(bySender), Buffer.from(algosdk.signTransaction(txn, skA).blob));
  const rekeyed = await kmd.signTransactionWithSpecificPublicKey(
    handle,
    'secret',
    txn,
    algosdk.decodeAddress(b).publicKey,
  );
  const expected = algosdk.signTransaction(txn, skB).blob;
  t.deepEqual(Buffer.from(rekeyed), Buffer.from(expected));
  t.deepEqual(algosdk.decodeSignedTransaction(rekeyed).sgnr?.toString(), b);
  await t.throwsAsync(kmd.signTransaction(handle, 'wrong', txn), {
    message: /400.*error decrypting\. wrong password\?/,
  });
  const stranger = algosdk.generateAccount().addr.toString();
  await t.throwsAsync(kmd.signTransaction(handle, 'secret', payment(stranger, a)), {
    message: /400.*key does not exist in this wallet/,
  });
});

test('multisig sign starts and extends a partial exactly like algosdk', async (t) => {
  const { handle } = await openWallet('multisig', '');
  const addrs = [(await kmd.generateKey(handle)).address, (await kmd.generateKey(handle)).address];
  const meta = { version: 1, threshold: 2, addrs };
  const msigAddr = (await kmd.importMultisig(handle, 1, 2, pksOf(addrs))).address;
  t.is(msigAddr, algosdk.multisigAddress(meta).toString());
  const sks: Uint8Array[] = await Promise.all(
    addrs.map(async (a) => (await kmd.exportKey(handle, '', a)).private_key as Uint8Array),
  );
  const txn = payment(msigAddr, addrs[0]!);
  const first = await kmd.signMultisigTransaction(
    handle,
    '',
    txn,
    algosdk.decodeAddress(addrs[0]!).publicKey,
    null as never,
  );
  const oracle1 = algosdk.signMultisigTransaction(txn, meta, sks[0]!);
  const oracleMsig1 = msigOf(oracle1.blob);
  t.deepEqual(Buffer.from(first.multisig, 'base64'), Buffer.from(algosdk.encodeObj(oracleMsig1)));
  // extend: the partial goes as JSON (v, thr, subsig[{pk, s}])
  const partial = {
    v: 1,
    thr: 2,
    subsig: oracleMsig1.subsig.map((s) => (s.s ? { pk: b64(s.pk), s: b64(s.s) } : { pk: b64(s.pk) })),
  };
  const second = await raw(server, 'POST', '/v1/multisig/sign', {
    wallet_handle_token: handle,
    transaction: b64(algosdk.encodeUnsignedTransaction(txn)),
    public_key: b64(algosdk.decodeAddress(addrs[1]!).publicKey),
    partial_multisig: partial,
    wallet_password: '',
  });
  t.is(second.status, 200);
  const oracle2 = algosdk.appendSignMultisigTransaction(oracle1.blob, meta, sks[1]!);
  t.deepEqual(
    Buffer.from(second.json['multisig'] as string, 'base64'),
    Buffer.from(algosdk.encodeObj(msigOf(oracle2.blob))),
  );
  const stranger = algosdk.generateAccount();
  const notSigner = await raw(server, 'POST', '/v1/multisig/sign', {
    wallet_handle_token: handle,
    transaction: b64(algosdk.encodeUnsignedTransaction(txn)),
    public_key: b64(stranger.addr.publicKey),
    partial_multisig: partial,
    wallet_password: '',
  });
  t.deepEqual(notSigner.json, { error: true, message: 'given key is not a possible signer for this multisig' });
  const otherSender = await raw(server, 'POST', '/v1/multisig/sign', {
    wallet_handle_token: handle,
    transaction: b64(algosdk.encodeUnsignedTransaction(payment(addrs[0]!, addrs[1]!))),
    public_key: b64(algosdk.decodeAddress(addrs[1]!).publicKey),
    partial_multisig: partial,
    wallet_password: '',
  });
  t.is(otherSender.json['message'], 'given multisig preimage hashes to neither Sender nor AuthAddr');
});

test('multisig signprogram signs "MsigProgram" || address || program, or "Program" || program when legacy', async (t) => {
  const { handle } = await openWallet('msig-program', '');
  const addrs = [(await kmd.generateKey(handle)).address, (await kmd.generateKey(handle)).address];
  const msigAddr = (await kmd.importMultisig(handle, 1, 1, pksOf(addrs))).address;
  const sk = (await kmd.exportKey(handle, '', addrs[1]!)).private_key as Uint8Array;
  const program = new Uint8Array([6, 0x81, 1]);
  for (const legacy of [false, true]) {
    const reply = await raw(server, 'POST', '/v1/multisig/signprogram', {
      wallet_handle_token: handle,
      address: msigAddr,
      data: b64(program),
      public_key: b64(algosdk.decodeAddress(addrs[1]!).publicKey),
      partial_multisig: null,
      wallet_password: '',
      use_legacy_msig: legacy,
    });
    t.is(reply.status, 200);
    const msig = algosdk.msgpackRawDecode(Buffer.from(reply.json['multisig'] as string, 'base64')) as {
      subsig: { pk: Uint8Array; s?: Uint8Array }[];
    };
    const prefix = legacy
      ? Buffer.from('Program')
      : Buffer.concat([Buffer.from('MsigProgram'), algosdk.decodeAddress(msigAddr).publicKey]);
    const expected = rawSign(Buffer.concat([prefix, program]), sk);
    t.deepEqual(Buffer.from(msig.subsig[1]!.s!), expected);
    t.is(msig.subsig[0]!.s, undefined);
  }
});

type RawMsig = { v: number; thr: number; subsig: { pk: Uint8Array; s?: Uint8Array }[] };

function msigOf(blob: Uint8Array): RawMsig {
  return (algosdk.decodeObj(blob) as { msig: RawMsig }).msig;
}

function pksOf(addrs: readonly string[]): string[] {
  return addrs.map((a) => b64(algosdk.decodeAddress(a).publicKey));
}

test('create, rename (name rules), and wrong password on init and rename', async (t) => {
  const created = await kmd.createWallet('Walletjs', '', new Uint8Array(), 'sqlite');
  const id = created.wallet.id as string;
  t.regex(id, /^[0-9a-f]{32}$/);
  await t.throwsAsync(kmd.createWallet('Walletjs', '', new Uint8Array(), 'sqlite'), {
    message: /400.*wallet with same name already exists/,
  });
  await t.throwsAsync(kmd.createWallet('x'.repeat(65), '', new Uint8Array(), 'sqlite'), {
    message: /400.*wallet name too long, must be <= 64 bytes/,
  });
  await t.throwsAsync(kmd.createWallet('y', '', new Uint8Array(), 'nope'), { message: /400.*unknown wallet driver/ });
  const renamed = await kmd.renameWallet(id, '', 'Walletjs_new');
  t.is(renamed.wallet.name, 'Walletjs_new');
  await t.throwsAsync(kmd.renameWallet(id, 'bad', 'other'), { message: /400.*error decrypting\. wrong password\?/ });
  await t.throwsAsync(kmd.initWalletHandle(id, 'bad'), { message: /401.*error decrypting\. wrong password\?/ });
  await t.throwsAsync(kmd.initWalletHandle('0'.repeat(32), ''), { message: /400.*wallet not found/ });
  const blank = await kmd.createWallet('', '', new Uint8Array(), 'sqlite');
  t.is(blank.wallet.name, blank.wallet.id);
});
