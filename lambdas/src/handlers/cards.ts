import { createDynamoActivityStore, createDynamoCardStore } from '../adapters/dynamodb/card-store.dynamodb';
import { createDynamoReportStore } from '../adapters/dynamodb/report-store.dynamodb';
import { createCard, deleteCard, editCard, getCard, listCardActivity, listCards } from '../cards/card-use-cases';
import { createHttpHandler, type RouteImplementations } from '../http/http-handler';
import { authenticate } from './authentication';

const deps = { cards: createDynamoCardStore(), reports: createDynamoReportStore(), activity: createDynamoActivityStore() };

export const routes: RouteImplementations<
  | 'listCards'
  | 'getCard'
  | 'createCard'
  | 'updateCard'
  | 'updateCardBreakdown'
  | 'updateCardStatus'
  | 'deleteCard'
  | 'listCardActivity'
> = {
  listCards: ({ caller, params, query }) => listCards(deps, caller, params.id, { limit: query.limit, lastKey: query.lastKey }),
  getCard: ({ caller, params }) => getCard(deps, caller, params.id, params.cid),
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

export const handler = createHttpHandler(routes, { authenticate });
