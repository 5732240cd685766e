export type { Transport, TransportConfig, TransportRequest } from "./createTransport";
export { createTransport } from "./createTransport";
export type { CatalogEntityType, CatalogSearch, CatalogSearchResult } from "./searchCatalog";
export { searchCatalog, searchResponseSchema } from "./searchCatalog";
export type { RequestSummary, TransportFailure } from "./transportError";
export {
  HttpError,
  isHttpError,
  isNetworkError,
  isResponseFormatError,
  isTimeoutError,
  isTransportError,
  NetworkError,
  ResponseFormatError,
  TimeoutError,
  TransportError,
} from "./transportError";
