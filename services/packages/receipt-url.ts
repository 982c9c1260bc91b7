/** Where a request's receipt is served (to its owner and admins only); never a public file path. */
export const receiptUrl = (requestId: number) => `/api/paquetes/receipts/${requestId}`;
