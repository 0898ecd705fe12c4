// Original file: proto/algorun/admin/v1/admin.proto


export interface RevokeTokenResponse {
}

export interface RevokeTokenResponse__Output {
}
