/**
 * Who may use the admin API of lawyer applications: an admin, with the directory switched on,
 * as the /admin/lawyers page's guards decide. Anyone else gets the answer of a route that
 * does not exist, so the admin API is not advertised.
 */
import { apiError } from '../../http/responses.ts';

export const mayReview = (locals: Pick<App.Locals, 'platform' | 'user'>): boolean =>
  locals.platform.config.features.lawyers && locals.user?.role === 'admin';

export const routeNotFound = (): Response => apiError(404, 'Not found', { code: 'not_found' });
