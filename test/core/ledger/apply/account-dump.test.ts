import test from 'ava';
import { formatAccountDump } from '../../../../src/core/ledger/apply/account-dump.js';
import { addr, text } from './memory-ledger.js';

const zeros = (n: number): string => `[${new Array<string>(n).fill('0').join(' ')}]`;
const ZERO_TEXT = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ';

test('absent account prints as the zero ledgercore.AccountData', (t) => {
  t.is(
    formatAccountDump(undefined),
    '{AccountBaseData:{Status:Offline MicroAlgos:0.0A RewardsBase:0 RewardedMicroAlgos:0.0A ' +
      `AuthAddr:${ZERO_TEXT} IncentiveEligible:false TotalAppSchema:{NumUint:0 NumByteSlice:0} ` +
      'TotalExtraAppPages:0 TotalAppParams:0 TotalAppLocalStates:0 TotalAssetParams:0 TotalAssets:0 TotalBoxes:0 ' +
      'TotalBoxBytes:0 LastProposed:0 LastHeartbeat:0} ' +
      `VotingData:{VoteID:${zeros(32)} SelectionID:${zeros(32)} StateProofID:${zeros(64)} ` +
      'VoteFirstValid:0 VoteLastValid:0 VoteKeyDilution:0}}',
  );
});

test('every field of a full record in Go declaration order', (t) => {
  const vote = Buffer.alloc(32, 0);
  vote[0] = 1;
  vote[31] = 255;
  const dump = formatAccountDump({
    status: 1,
    microAlgos: 5_000_123n,
    rewardsBase: 7n,
    rewardedMicroAlgos: 12n,
    authAddr: addr(9),
    incentiveEligible: true,
    totalAppSchema: { numUint: 3n, numByteSlice: 4n },
    totalExtraAppPages: 2,
    appParams: new Map([[5n, {}]]),
    appLocalStates: new Map([
      [6n, {}],
      [8n, {}],
    ]),
    assetParams: new Map([[1001n, { total: 1n }]]),
    assets: new Map([
      [1001n, { amount: 1n }],
      [1002n, {}],
      [1003n, {}],
    ]),
    totalBoxes: 4n,
    totalBoxBytes: 99n,
    lastProposed: 17n,
    lastHeartbeat: 330n,
    voteId: vote,
    selectionId: Buffer.alloc(32, 2),
    stateProofId: Buffer.alloc(64, 3),
    voteFirstValid: 1n,
    voteLastValid: 30000n,
    voteKeyDilution: 10000n,
  });
  t.is(
    dump,
    '{AccountBaseData:{Status:Online MicroAlgos:5.000123A RewardsBase:7 RewardedMicroAlgos:12uA ' +
      `AuthAddr:${text(addr(9))} IncentiveEligible:true TotalAppSchema:{NumUint:3 NumByteSlice:4} ` +
      'TotalExtraAppPages:2 TotalAppParams:1 TotalAppLocalStates:2 TotalAssetParams:1 TotalAssets:3 TotalBoxes:4 ' +
      'TotalBoxBytes:99 LastProposed:17 LastHeartbeat:330} ' +
      `VotingData:{VoteID:[1 ${new Array<string>(30).fill('0').join(' ')} 255] ` +
      `SelectionID:[${new Array<string>(32).fill('2').join(' ')}] StateProofID:[${new Array<string>(64).fill('3').join(' ')}] ` +
      'VoteFirstValid:1 VoteLastValid:30000 VoteKeyDilution:10000}}',
  );
});

test('status names', (t) => {
  t.regex(formatAccountDump({ status: 2 }), /^\{AccountBaseData:\{Status:Not Participating MicroAlgos/);
  t.regex(formatAccountDump({ status: 7 }), /^\{AccountBaseData:\{Status: MicroAlgos/);
});
