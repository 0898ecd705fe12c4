/**
 * GET /v2/applications/{application-id}/box?name=<encoding:value>: `{"name","round","value"}`; the name is in goal
 * form (str:, int:, b64:, b32:, addr:, abi:); a missing box is 404 `box not found` (docs/spec/box-names.md).
 */
import { AppError } from '../../../../core/errors.js';
import { pathUint64 } from '../params.js';
import { e1Reply } from '../render.js';
import { rpcRoute } from '../route.js';

export const getApplicationBoxByName = rpcRoute('GetApplicationBoxByName', {
  async handle(ctx, algod) {
    const applicationId = pathUint64(ctx, 'application-id');
    const name = ctx.query.get('name');
    if (name === null)
      throw new AppError(
        'ALGOD_BAD_PARAMETER',
        "Invalid format for parameter name: query parameter 'name' is required",
      );
    const response = await algod.getApplicationBoxByName({ application_id: applicationId, name });
    return e1Reply(ctx, 'algorun.algod.v2.GetApplicationBoxByNameResponse', response);
  },
});
