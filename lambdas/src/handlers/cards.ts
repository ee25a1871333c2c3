import { createDynamoActivityStore, createDynamoCardStore } from '../adapters/dynamodb/card-store.dynamodb';
import { createDynamoReportStore } from '../adapters/dynamodb/report-store.dynamodb';
import { createS3MediaObjects } from '../adapters/s3/media-objects.s3';
import { withMediaUrls } from '../cards/media-urls';
import { env } from '../config/env';
import { createCard, deleteCard, editCard, getCard, listCardActivity, listCards } from '../cards/card-use-cases';
import { createHttpHandler, type RouteImplementations } from '../http/http-handler';
import { authenticate } from './authentication';

const deps = { cards: createDynamoCardStore(), reports: createDynamoReportStore(), activity: createDynamoActivityStore() };
const mediaObjects = createS3MediaObjects();
const signed = <T extends Parameters<typeof withMediaUrls>[0]>(card: T) => withMediaUrls(card, mediaObjects, env().MEDIA_BUCKET);

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
  listCards: async ({ caller, params, query }) => {
    const page = await listCards(deps, caller, params.id, { limit: query.limit, lastKey: query.lastKey });
    return query.generateUrls ? { ...page, cards: await Promise.all(page.cards.map(signed)) } : page;
  },
  getCard: async ({ caller, params, query }) => {
    const card = await getCard(deps, caller, params.id, params.cid);
    return query.generateUrls ? signed(card) : card;
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

export const handler = createHttpHandler(routes, { authenticate });
