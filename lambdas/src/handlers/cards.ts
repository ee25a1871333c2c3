import { createCard, deleteCard, editCard, getCard, listCardActivity, listCards } from '../cards/card-use-cases';
import { authenticate } from '../composition/authentication';
import { cardDeps as deps, withSignedMedia } from '../composition/cards';
import { withLambdaContext } from '../core/logger';
import { createHttpHandler, type RouteImplementations } from '../http/http-handler';

export const routes: RouteImplementations<
  'listCards' | 'getCard' | 'createCard' | 'updateCard' | 'updateCardBreakdown' | 'updateCardStatus' | 'deleteCard' | 'listCardActivity'
> = {
  listCards: async ({ caller, params, query }) => {
    const page = await listCards(deps, caller, params.id, { limit: query.limit, lastKey: query.lastKey });
    return query.generateUrls ? { ...page, cards: await Promise.all(page.cards.map(withSignedMedia)) } : page;
  },
  getCard: async ({ caller, params, query }) => {
    const card = await getCard(deps, caller, params.id, params.cid);
    return query.generateUrls ? withSignedMedia(card) : card;
  },
  createCard: ({ caller, params, body }) => createCard(deps, caller, params.id, body),
  updateCard: ({ caller, params, body }) => {
    const { reportId, ...edit } = body;
    return editCard(deps, caller, params.cid, reportId, edit);
  },
  updateCardBreakdown: ({ caller, params, body }) => editCard(deps, caller, params.cid, params.id, body),
  updateCardStatus: ({ caller, params, body }) =>
    editCard(deps, caller, params.cid, body.reportId, { status: body.status, version: body.version }),
  deleteCard: ({ caller, params }) => deleteCard(deps, caller, params.id, params.cid),
  listCardActivity: ({ caller, params }) => listCardActivity(deps, caller, params.cid),
};

export const handler = withLambdaContext(createHttpHandler(routes, { authenticate }));
