import test from 'ava';
import { CORE_OPS, MAX_AVM_VERSION } from '../../../src/core/avm/index.js';
import { implementationKey } from '../../../src/core/avm/op-set.js';
import { CORE_OP_FNS } from '../../../src/core/avm/ops/index.js';
import { opTable } from '../../../src/core/teal/spec.js';
import { OP_VARIANTS } from '../../../src/core/teal/spec-data.js';

/** What the rest of issue 7 supplies through a host op set (transaction, ledger and effects). */
const HOST_OPS = `acct_params_get app_box_create app_box_del app_box_extract app_box_get app_box_len app_box_put
app_box_replace app_box_resize app_box_splice app_global_del app_global_get app_global_get_ex app_global_put
app_local_del app_local_get app_local_get_ex app_local_put app_opted_in app_params_get app_params_set
asset_holding_get asset_params_get balance block box_create box_del box_extract box_get box_len box_put box_replace
box_resize box_splice gaid gaids gitxn gitxna gitxnas gload gloads gloadss global gtxn gtxna gtxnas gtxns gtxnsa
gtxnsas itxn itxn_begin itxn_field itxn_next itxn_submit itxna itxnas log min_balance online_stake txn txna txnas
voter_params_get`.split(/\s+/);

test('every opcode is implemented by the core or supplied by the host', (t) => {
  const open = new Set<string>();
  for (const variant of OP_VARIANTS) {
    const key = implementationKey(variant);
    if (CORE_OP_FNS[key] === undefined) open.add(key);
  }
  t.deepEqual([...open].sort(), [...HOST_OPS].sort());
});

test('core implementations only name real opcodes', (t) => {
  const keys = new Set(OP_VARIANTS.map(implementationKey));
  t.deepEqual(
    Object.keys(CORE_OP_FNS).filter((key) => !keys.has(key)),
    [],
  );
});

test('dispatch tables mirror the langspec tables of every version', (t) => {
  for (let version = 0; version <= MAX_AVM_VERSION; version++) {
    const spec = opTable(version);
    const table = CORE_OPS.table(version);
    for (let opcode = 0; opcode < 256; opcode++) {
      const expected = opcode === 0xd4 && version >= 13 ? undefined : spec.byOpcode[opcode]?.name;
      t.is(table.byOpcode[opcode]?.name, expected, `v${version} 0x${opcode.toString(16)}`);
    }
    t.is(table.bySubOpcode === undefined, version < 13, `v${version} sub-opcodes`);
    if (table.bySubOpcode !== undefined) t.is(table.bySubOpcode[5]?.name, 'app_box_len');
  }
  t.is(CORE_OPS.table(1).byOpcode[0x01]?.fixedCost, 7);
  t.is(CORE_OPS.table(2).byOpcode[0x01]?.fixedCost, 35);
  t.is(CORE_OPS.table(4).byOpcode[0x40]?.size, 3);
  t.is(CORE_OPS.table(13).byOpcode[0x40]?.size, 0);
  t.is((t.throws(() => CORE_OPS.table(15)) as { code?: string }).code, 'CORE_BAD_ARGUMENT');
});
