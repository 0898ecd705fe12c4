/**
 * Asset freeze (go-algorand ledger/apply/asset.go AssetFreeze, docs/spec/protocol.md §9.5).
 *
 * Invariants: only the asset's freeze address may (un)freeze; the target must hold the asset; only the holding's
 * frozen flag changes (the creator's own holding may be frozen too, as upstream allows).
 */
import { bytesEqual, isAllZero } from '../../bytes.js';
import type { StateOverlay } from '../state.js';
import type { Transaction } from '../../txn/types.js';
import { formatAddress } from '../go-format.js';
import { assetInfo, holdingOf, makeHolding, putHolding } from './asset-state.js';
import { rejected } from './context.js';

const ZERO_ADDRESS = new Uint8Array(32);

/**
 * Apply an `afrz` transaction's own effects.
 * @throws ALGOD_TXN_REJECTED `asset %d does not exist or has been deleted`, `freeze not allowed: sender %v, freeze
 *         %v`, `asset not found in account`
 */
export function applyAssetFreeze(state: StateOverlay, txn: Transaction): void {
  const id = txn.freezeAsset ?? 0n;
  const sender = txn.sender ?? ZERO_ADDRESS;
  const { params } = assetInfo(state, id);
  if (isAllZero(params.freeze) || !bytesEqual(sender, params.freeze)) {
    throw rejected(`freeze not allowed: sender ${formatAddress(sender)}, freeze ${formatAddress(params.freeze)}`);
  }
  const target = txn.freezeAccount ?? ZERO_ADDRESS;
  const holding = holdingOf(state, target, id);
  if (holding === undefined) throw rejected('asset not found in account');
  putHolding(state, target, id, makeHolding(holding.amount ?? 0n, txn.assetFrozen === true));
}
