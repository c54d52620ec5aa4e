export {
  ApiError,
  createApiClient,
  isApiError,
  HTTP_ERROR_CODE,
  INVALID_RESPONSE_CODE,
  NETWORK_ERROR_CODE,
  NETWORK_ERROR_MESSAGE,
  type ApiClient,
  type ApiClientOptions,
  type HttpMethod,
  type RequestOptions,
  type TokenGetter,
} from './apiClient';
export { createRequestWrapper, type FetchLike, type RequestWrapperOptions } from './requestWrapper';
