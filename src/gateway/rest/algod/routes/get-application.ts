/** GET /v2/applications/{application-id}: {"id","params"} (docs/spec/algod.md §5.3). */
import { AppError } from '../../../../core/errors.js';
import { pathUint64 } from '../params.js';
import { e1Reply } from '../render.js';
import { rpcRoute } from '../route.js';

export const getApplication = rpcRoute('GetApplication', {
  async handle(ctx, algod) {
    const response = await algod.getApplication({ application_id: pathUint64(ctx, 'application-id') });
    if (response.application === null) throw new AppError('CORE_INTERNAL', 'application response is empty');
    return e1Reply(ctx, 'algorun.algod.v2.Application', response.application);
  },
});
