// Original file: proto/algorun/admin/v1/admin.proto


export interface DeleteOAuthAppResponse {
}

export interface DeleteOAuthAppResponse__Output {
}
