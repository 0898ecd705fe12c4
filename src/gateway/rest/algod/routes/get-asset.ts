/** GET /v2/assets/{asset-id}: {"index","params"} (docs/spec/algod.md §5.2). */
import { AppError } from '../../../../core/errors.js';
import { pathUint64 } from '../params.js';
import { e1Reply } from '../render.js';
import { rpcRoute } from '../route.js';

export const getAsset = rpcRoute('GetAsset', {
  async handle(ctx, algod) {
    const response = await algod.getAsset({ asset_id: pathUint64(ctx, 'asset-id') });
    if (response.asset === null) throw new AppError('CORE_INTERNAL', 'asset response is empty');
    return e1Reply(ctx, 'algorun.algod.v2.Asset', response.asset);
  },
});
