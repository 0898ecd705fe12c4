/**
 * gRPC algorun.kmd.v1 names accounts by address strings (public_key, public_keys, pks, signer, a subsig's pk) while
 * kmd's REST API keeps its base64 keys: the same request on both transports gives the same answer, and a bad address
 * on gRPC is refused as REST refuses a key of the wrong size (INVALID_ARGUMENT, app-code KMD_BAD_REQUEST_BODY).
 */
import test from 'ava';
import * as grpc from '@grpc/grpc-js';
import algosdk from 'algosdk';
import { clients, metadata, unary, unaryError, type Client } from '../../helpers/grpc.js';
import { TOKEN, type TestServer } from '../../helpers/server.js';
import { b64, payment, raw, startKmd } from './harness.js';

let s: TestServer;
let grpcKmd: Client;
let handle: string;
/** Three wallet keys and their 2-of-3 multisig, imported over REST. */
let addrs: string[];
let msig: string;
const md = () => metadata({ 'x-kmd-api-token': TOKEN });
const keyOf = (address: string): string => b64(algosdk.decodeAddress(address).publicKey);
const txnBytes = (txn: algosdk.Transaction): Buffer => Buffer.from(algosdk.encodeUnsignedTransaction(txn));

test.before(async () => {
  ({ server: s } = await startKmd());
  grpcKmd = clients(s.grpc).kmd;
  const created = await raw(s, 'POST', '/v1/wallet', {
    wallet_name: 'addr',
    wallet_password: 'pw',
    wallet_driver_name: 'sqlite',
  });
  const id = (created.json['wallet'] as { id: string }).id;
  handle = (await raw(s, 'POST', '/v1/wallet/init', { wallet_id: id, wallet_password: 'pw' })).json[
    'wallet_handle_token'
  ] as string;
  addrs = [];
  for (let i = 0; i < 3; i++)
    addrs.push((await raw(s, 'POST', '/v1/key', { wallet_handle_token: handle })).json['address'] as string);
  const imported = await raw(s, 'POST', '/v1/multisig/import', {
    wallet_handle_token: handle,
    multisig_version: 1,
    threshold: 2,
    pks: addrs.map(keyOf),
  });
  msig = imported.json['address'] as string;
});
test.after.always(async () => {
  grpcKmd?.close();
  await s?.close();
});

test.serial(
  'ImportMultisig takes addresses on gRPC and keys on REST; ExportMultisig answers in the same forms',
  async (t) => {
    const other = algosdk.generateAccount().addr.toString();
    const pks = [addrs[0]!, other];
    const viaGrpc = await unary<{ address: string }>(
      grpcKmd,
      'ImportMultisig',
      { wallet_handle_token: handle, multisig_version: 1, threshold: 1, pks },
      md(),
    );
    t.is(viaGrpc.address, algosdk.multisigAddress({ version: 1, threshold: 1, addrs: pks }).toString());
    const exported = await unary<{ pks: string[]; threshold: number }>(
      grpcKmd,
      'ExportMultisig',
      { wallet_handle_token: handle, address: viaGrpc.address },
      md(),
    );
    t.deepEqual(exported.pks, pks);
    const rest = await raw(s, 'POST', '/v1/multisig/export', { wallet_handle_token: handle, address: viaGrpc.address });
    t.deepEqual(rest.json['pks'], pks.map(keyOf));
    const restOfRest = await raw(s, 'POST', '/v1/multisig/export', { wallet_handle_token: handle, address: msig });
    t.deepEqual(restOfRest.json, { multisig_version: 1, pks: addrs.map(keyOf), threshold: 2 });
  },
);

test.serial(
  'SignTransaction by address on gRPC equals REST by key (sgnr), and empty signs as the sender',
  async (t) => {
    const txn = payment(addrs[0]!, addrs[1]!, 5);
    const request = { wallet_handle_token: handle, wallet_password: 'pw' };
    for (const signer of [addrs[2]!, '']) {
      const viaGrpc = await unary<{ signed_transaction: Buffer }>(
        grpcKmd,
        'SignTransaction',
        { ...request, transaction: txnBytes(txn), public_key: signer },
        md(),
      );
      const rest = await raw(s, 'POST', '/v1/transaction/sign', {
        ...request,
        transaction: b64(txnBytes(txn)),
        ...(signer === '' ? {} : { public_key: keyOf(signer) }),
      });
      t.is(rest.json['signed_transaction'], b64(viaGrpc.signed_transaction));
      const sgnr = algosdk.decodeSignedTransaction(viaGrpc.signed_transaction).sgnr;
      t.is(sgnr?.toString(), signer === '' ? undefined : signer);
    }
  },
);

type Subsig = { pk: Uint8Array; s?: Uint8Array };

test.serial(
  'SignMultisig with addresses (public_key, signer, partial pks) equals REST with keys, step by step',
  async (t) => {
    const base = { wallet_handle_token: handle, wallet_password: 'pw' };
    /** One step on both transports; `partial` lists the subsigs as raw keys and signatures. */
    const step = async (
      txn: algosdk.Transaction,
      signerKey: string,
      authAddr: string,
      partial: Subsig[] | undefined,
    ) => {
      const grpcPartial =
        partial && partialOf(partial.map((x) => ({ pk: algosdk.encodeAddress(x.pk), s: x.s ?? Buffer.alloc(0) })));
      const restPartial = partial && {
        v: 1,
        thr: 2,
        subsig: partial.map((x) => (x.s ? { pk: b64(x.pk), s: b64(x.s) } : { pk: b64(x.pk) })),
      };
      const viaGrpc = await unary<{ multisig: Buffer }>(
        grpcKmd,
        'SignMultisig',
        {
          ...base,
          transaction: txnBytes(txn),
          public_key: signerKey,
          signer: authAddr,
          partial_multisig: grpcPartial ?? null,
        },
        md(),
      );
      const rest = await raw(s, 'POST', '/v1/multisig/sign', {
        ...base,
        transaction: b64(txnBytes(txn)),
        public_key: keyOf(signerKey),
        ...(authAddr === '' ? {} : { signer: keyOf(authAddr) }),
        partial_multisig: restPartial ?? null,
      });
      t.is(rest.json['multisig'], b64(viaGrpc.multisig));
      return (algosdk.msgpackRawDecode(viaGrpc.multisig) as { subsig: Subsig[] }).subsig;
    };
    const fromMsig = payment(msig, addrs[1]!, 9);
    const first = await step(fromMsig, addrs[0]!, '', undefined);
    t.truthy(first[0]!.s);
    const second = await step(fromMsig, addrs[1]!, '', first);
    t.is(second.filter((x) => x.s).length, 2);
    // The sender was rekeyed to the multisig: `signer` names the multisig address.
    const blank = addrs.map((a) => ({ pk: algosdk.decodeAddress(a).publicKey }));
    const rekeyed = await step(payment(addrs[0]!, addrs[1]!, 10), addrs[2]!, msig, blank);
    t.deepEqual(
      rekeyed.map((x) => x.s !== undefined),
      [false, false, true],
    );
  },
);

test.serial('SignProgramMultisig with a public_key address equals REST with the key', async (t) => {
  const request = { wallet_handle_token: handle, wallet_password: 'pw', address: msig, use_legacy_msig: false };
  const program = Buffer.from([6, 0x81, 1]);
  const viaGrpc = await unary<{ multisig: Buffer }>(
    grpcKmd,
    'SignProgramMultisig',
    { ...request, data: program, public_key: addrs[2] },
    md(),
  );
  const rest = await raw(s, 'POST', '/v1/multisig/signprogram', {
    ...request,
    data: b64(program),
    public_key: keyOf(addrs[2]!),
    partial_multisig: null,
  });
  t.is(rest.json['multisig'], b64(viaGrpc.multisig));
});

/** A MultisigSig for the 2-of-3 multisig (`subsig` undefined = no partial: v = thr = 0, as unset). */
function partialOf(subsig: { pk: string; s: Uint8Array }[] | undefined) {
  return subsig === undefined ? null : { v: 1, thr: 2, subsig };
}

const BAD_ADDRESSES: readonly [string, () => string][] = [
  ['too short', () => 'ABC'],
  ['a wrong checksum', () => `${addrs[0]!.slice(0, 57)}${addrs[0]!.endsWith('A') ? 'B' : 'A'}`],
  ['lower case', () => addrs[0]!.toLowerCase()],
  ['the base64 key', () => keyOf(addrs[0]!)],
  ['58 letters A', () => 'A'.repeat(58)],
];

/** Each account field of a kmd request, given `bad` where an address belongs. */
const FIELDS: readonly [string, string, (bad: string) => Record<string, unknown>][] = [
  [
    'SignTransaction.public_key',
    'SignTransaction',
    (bad) => ({ transaction: txnBytes(payment(addrs[0]!, addrs[1]!)), public_key: bad }),
  ],
  [
    'SignMultisig.public_key',
    'SignMultisig',
    (bad) => ({ transaction: txnBytes(payment(msig, addrs[1]!)), public_key: bad }),
  ],
  [
    'SignMultisig.signer',
    'SignMultisig',
    (bad) => ({ transaction: txnBytes(payment(msig, addrs[1]!)), public_key: addrs[0], signer: bad }),
  ],
  [
    'SignMultisig.partial_multisig.subsig.pk',
    'SignMultisig',
    (bad) => ({
      transaction: txnBytes(payment(msig, addrs[1]!)),
      public_key: addrs[0],
      partial_multisig: partialOf([addrs[0]!, bad, addrs[2]!].map((pk) => ({ pk, s: Buffer.alloc(0) }))),
    }),
  ],
  [
    'SignProgramMultisig.public_key',
    'SignProgramMultisig',
    (bad) => ({ address: msig, data: Buffer.from([1]), public_key: bad }),
  ],
  ['ImportMultisig.pks', 'ImportMultisig', (bad) => ({ multisig_version: 1, threshold: 1, pks: [addrs[0], bad] })],
  [
    'SignTransactions.public_keys',
    'SignTransactions',
    (bad) => ({ transactions: [txnBytes(payment(addrs[0]!, addrs[1]!))], public_keys: [bad] }),
  ],
];

for (const [field, rpc, build] of FIELDS) {
  test.serial(`a bad address in ${field} is INVALID_ARGUMENT as REST's bad key, and changes nothing`, async (t) => {
    const multisigsBefore = await listMultisig();
    for (const [label, bad] of BAD_ADDRESSES) {
      const error = await unaryError(
        grpcKmd,
        rpc,
        { wallet_handle_token: handle, wallet_password: 'pw', ...build(bad()) },
        md(),
      );
      t.is(error.code, grpc.status.INVALID_ARGUMENT, label);
      t.is(error.details, 'could not decode request body', label);
      t.is(error.metadata.get('app-code')[0], 'KMD_BAD_REQUEST_BODY', label);
    }
    t.deepEqual(await listMultisig(), multisigsBefore);
  });
}

test.serial('REST still refuses an address where kmd wants a key, with the same app-level answer', async (t) => {
  const rest = await raw(s, 'POST', '/v1/transaction/sign', {
    wallet_handle_token: handle,
    wallet_password: 'pw',
    transaction: b64(txnBytes(payment(addrs[0]!, addrs[1]!))),
    public_key: addrs[1],
  });
  t.deepEqual(rest, {
    status: 400,
    json: { error: true, message: 'could not decode request body' },
    contentType: 'application/json',
  });
});

test.serial("a bad address inside an ExecuteBatch call is that call's error, as the single call's", async (t) => {
  const call = {
    sign_transaction: {
      wallet_handle_token: handle,
      wallet_password: 'pw',
      transaction: txnBytes(payment(addrs[0]!, addrs[1]!)),
      public_key: 'ABC',
    },
  };
  const reply = await unary<{ replies: { reply: string; error?: { code: string; message: string } }[] }>(
    grpcKmd,
    'ExecuteBatch',
    { calls: [{ list_wallets: {} }, call] },
    md(),
  );
  t.deepEqual(
    reply.replies.map((r) => r.reply),
    ['list_wallets', 'error'],
  );
  t.is(reply.replies[1]!.error?.code, 'KMD_BAD_REQUEST_BODY');
  t.is(reply.replies[1]!.error?.message, 'could not decode request body');
});

async function listMultisig(): Promise<string[]> {
  return (await unary<{ addresses: string[] }>(grpcKmd, 'ListMultisig', { wallet_handle_token: handle }, md()))
    .addresses;
}
