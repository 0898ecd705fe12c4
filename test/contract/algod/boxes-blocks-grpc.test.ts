/**
 * The box, block-extra and peers RPCs over gRPC: unary calls with the proto messages, the same calls inside one
 * ExecuteBatch (each answered in order, errors per call), and GetPeers' admin access class.
 */
import test from 'ava';
import { ADMIN_TOKEN } from '../../helpers/server.js';
import { clients, metadata, unary, unaryError } from '../../helpers/grpc.js';
import { bytes, createBoxApp, putBox } from './box-app.js';
import { startAlgod, TOKEN, type AlgodHarness } from './harness.js';

let h: AlgodHarness;
let app: bigint;
let round: bigint;
let txid: string;

test.before(async () => {
  h = await startAlgod();
  app = await createBoxApp(h.algod, h.funded[0]!);
  ({ txid, round } = await putBox(h.algod, h.funded[0]!, app, bytes('k'), bytes('v')));
});
test.after.always(async () => {
  await h?.close();
});

const md = () => metadata({ 'x-algo-api-token': TOKEN });

test('unary GetApplicationBoxByName and GetBlockTxids', async (t) => {
  const { algod } = clients(h.server.grpc);
  const box = await unary<{ name: Buffer; round: string; value: Buffer }>(
    algod,
    'GetApplicationBoxByName',
    { application_id: String(app), name: 'str:k' },
    md(),
  );
  t.is(box.value.toString(), 'v');
  t.is(BigInt(box.round), round);
  const txids = await unary<{ block_txids: string[] }>(algod, 'GetBlockTxids', { round: String(round) }, md());
  t.deepEqual(txids.block_txids, [txid]);
  const missing = await unaryError(
    algod,
    'GetApplicationBoxByName',
    { application_id: String(app), name: 'str:none' },
    md(),
  );
  t.is(missing.details, 'box not found');
  algod.close();
});

test('ExecuteBatch answers each call in order', async (t) => {
  const { algod } = clients(h.server.grpc);
  const calls = [
    { get_block_hash: { round: String(round) } },
    { get_application_boxes: { application_id: String(app) } },
    { get_application_box_by_name: { application_id: String(app), name: 'nope' } },
  ];
  type Reply = {
    reply: string;
    get_block_hash?: { block_hash: string };
    get_application_boxes?: { boxes: { name: Buffer }[] };
    error?: { message: string };
  };
  const r = await unary<{ replies: Reply[] }>(algod, 'ExecuteBatch', { calls }, md());
  t.deepEqual(
    r.replies.map((x) => x.reply),
    ['get_block_hash', 'get_application_boxes', 'error'],
  );
  t.regex(r.replies[0]!.get_block_hash!.block_hash, /^[A-Z2-7]{52}$/);
  t.deepEqual(
    r.replies[1]!.get_application_boxes!.boxes.map((b) => b.name.toString()),
    ['k'],
  );
  t.is(r.replies[2]!.error!.message, "all arguments and box names should be of the form 'encoding:value'");
  algod.close();
});

test('GetPeers needs the admin token', async (t) => {
  const { algod } = clients(h.server.grpc);
  const denied = await unaryError(algod, 'GetPeers', {}, md());
  t.is(denied.code, 16);
  const peers = await unary<{ peers: unknown[] }>(algod, 'GetPeers', {}, metadata({ 'x-algo-api-token': ADMIN_TOKEN }));
  t.deepEqual(peers.peers, []);
  algod.close();
});
