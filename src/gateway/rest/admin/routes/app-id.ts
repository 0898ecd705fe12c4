/** The `{id}` path parameter of update and delete: an integer, else Pleroma's 400 (docs/spec/oauth-apps.md §7). */
import type { RequestContext } from '../../engine.js';
import { castInteger, validationError, type FieldProblem } from '../validate.js';

/** @throws GATEWAY_BAD_REQUEST */
export function appId(ctx: RequestContext): string {
  const problems: FieldProblem[] = [];
  const id = castInteger('id', ctx.params.get('id') ?? '', problems);
  if (id === undefined) throw validationError(problems);
  return id;
}
