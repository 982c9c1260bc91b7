import { isApiError } from '../../../lib/api-client';
import { NO_PACKAGE_CODE } from '../api/types';

export { LoadError, NoPackageNotice } from '../../../components/no-package-notice';

/** The server refuses plans to members without an active package with this code. */
export const isNoPackage = (error: unknown) => isApiError(error) && error.code === NO_PACKAGE_CODE;
