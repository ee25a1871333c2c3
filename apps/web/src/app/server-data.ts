import { createQueryClient } from '../lib/query-client';
import { bindServerDataToSession } from './session-wiring';

/**
 * The signed-in pages' server-data cache, one for the session (emptied when its token changes). Server data
 * is only fetched by signed-in pages, so react-query loads with them and their route loaders, not with '/'.
 */
export const queryClient = createQueryClient();
bindServerDataToSession(queryClient);
