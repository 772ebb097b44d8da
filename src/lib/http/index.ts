// Public surface of the HTTP layer.
export { ApiError, isApiError, normaliseMessages } from './api-error.ts';
export { $authTokens } from './auth-tokens.ts';
export { businessAssetUrl, usersAssetUrl } from './asset-urls.ts';
export { businessApi, dataApi, usersApi } from './clients.ts';
export type { ApiClient, RequestOptions } from './create-client.ts';
export { RELOAD_CURRENT_LABEL, STALE_WRITE_UI_MESSAGE, ifMatch, isStaleWriteError } from './stale-write.ts';
export { $requestsFailing } from './network-state.ts';
export { UNEXPECTED_ANSWER, parseAnswer } from './parse-answer.ts';
export type { UploadProgress } from './xhr-send.ts';
