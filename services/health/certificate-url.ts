/** Where a statement's certificate is served (to its member and admins only); never a public file path. */
export const certificateUrl = (userId: string, statementNo: number) => `/api/salud/certificados/${userId}/${statementNo}`;
