// Original file: proto/algorun/algod/v2/algod.proto


/**
 * Follower mode: the round the follower does not go beyond (docs/spec/follower.md §5).
 */
export interface GetSyncRoundRequest {
}

/**
 * Follower mode: the round the follower does not go beyond (docs/spec/follower.md §5).
 */
export interface GetSyncRoundRequest__Output {
}
