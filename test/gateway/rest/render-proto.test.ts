import test from 'ava';
import { e1ReplyShared, e1Text } from '../../../src/gateway/rest/algod/render.js';
import type { RequestContext } from '../../../src/gateway/rest/engine.js';
import { NO_PARAMS } from '../../../src/gateway/rest/router.js';
import { kmdReply } from '../../../src/gateway/rest/kmd/render.js';

const ctx = (query = ''): RequestContext => ({
  method: 'GET',
  path: '/',
  query: new URLSearchParams(query),
  headers: new Map(),
  params: NO_PARAMS,
  body: Buffer.alloc(0),
});

const MAX = '18446744073709551615';

test('uint64 values are written exactly, and algod keys keep their special spellings', (t) => {
  const text = e1Text(ctx(), 'algorun.algod.v2.GetSupplyResponse', {
    current_round: MAX,
    online_money: '9007199254740993',
    online_stake: '0',
    total_money: '10000000000000000',
  });
  t.is(
    text,
    `{"current_round":${MAX},"online-money":9007199254740993,"online-stake":0,"total-money":10000000000000000}\n`,
  );
  t.is(e1Text(ctx(), 'algorun.algod.v2.SendRawTransactionResponse', { tx_id: 'ABC' }), '{"txId":"ABC"}\n');
});

test('optional fields are omitted when unset, bytes are base64, <>& are escaped', (t) => {
  const params = {
    creator: 'C<&>',
    decimals: '0',
    default_frozen: false,
    total: '1',
    metadata_hash: Buffer.from([1, 2, 3]),
    name_b64: Buffer.from('n'),
  };
  t.is(
    e1Text(ctx(), 'algorun.algod.v2.AssetParams', params),
    '{"creator":"C\\u003c\\u0026\\u003e","decimals":0,"default-frozen":false,' +
      '"metadata-hash":"AQID","name-b64":"bg==","total":1}\n',
  );
});

test('empty repeated fields follow algod: [] by default, omitted where upstream omits them', (t) => {
  const schema = { num_byte_slice: '0', num_uint: '0' };
  const app = {
    approval_program: Buffer.from([6]),
    clear_state_program: Buffer.from([6]),
    creator: 'X',
    global_state: [],
    global_state_schema: schema,
    local_state_schema: schema,
  };
  const text = e1Text(ctx(), 'algorun.algod.v2.ApplicationParams', app);
  t.false(text.includes('global-state"'));
  t.true(text.includes('"global-state-schema":{"num-byte-slice":0,"num-uint":0}'));
  const local = e1Text(ctx(), 'algorun.algod.v2.ApplicationLocalState', { id: '5', key_value: [], schema });
  t.is(local, '{"id":5,"schema":{"num-byte-slice":0,"num-uint":0}}\n');
});

test('null sub-messages are omitted; pretty output uses two spaces', (t) => {
  const text = e1Text(ctx('pretty'), 'algorun.algod.v2.GetAssetResponse', { asset: { index: '1', params: null } });
  t.is(text, '{\n  "asset": {\n    "index": 1\n  }\n}\n');
});

test('kmd: keys sorted, empty top-level members omitted, nested ones kept, pretty without newline', (t) => {
  const wallet = { id: 'w', name: 'n', driver_name: 'sqlite', driver_version: 1, mnemonic_ux: false };
  const handle = { expires_seconds: '0', wallet: { ...wallet, supported_txs: [] } };
  const reply = kmdReply('algorun.kmd.v1.GetWalletInfoResponse', { wallet_handle: handle });
  t.is(
    reply.body,
    '{\n  "wallet_handle": {\n    "expires_seconds": 0,\n    "wallet": {\n      "driver_name": "sqlite",\n' +
      '      "driver_version": 1,\n      "id": "w",\n      "mnemonic_ux": false,\n      "name": "n",\n' +
      '      "supported_txs": []\n    }\n  }\n}',
  );
  t.is(kmdReply('algorun.kmd.v1.ListKeysResponse', { addresses: [] }).body, '{}');
  t.is(
    kmdReply('algorun.kmd.v1.ExportKeyResponse', { private_key: Buffer.from([255]) }).body,
    '{\n  "private_key": "/w=="\n}',
  );
});

test('a shared reply is reused for the same object and options, and rendered afresh for other options', (t) => {
  const supply = { current_round: '5', online_money: '1', online_stake: '0', total_money: '2' };
  const type = 'algorun.algod.v2.GetSupplyResponse';
  const whole = {};
  const trimmed = { omitKeys: new Set(['online-money']) };
  const text = ({ body = '' }: { body?: string | Uint8Array }): string =>
    typeof body === 'string' ? body : Buffer.from(body).toString();
  const first = e1ReplyShared(ctx(), type, supply, whole);
  t.is(e1ReplyShared(ctx(), type, supply, whole), first);
  const other = e1ReplyShared(ctx(), type, supply, trimmed);
  t.false(text(other).includes('online-money'));
  t.true(text(e1ReplyShared(ctx(), type, supply, whole)).includes('online-money'));
});
