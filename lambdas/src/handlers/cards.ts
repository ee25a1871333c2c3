import {
  addCardMedia,
  cardMediaUrl,
  completeCardMedia,
  deleteCardMedia,
  listCardMedia,
  reportMediaUrl,
  signMediaKey,
} from '../cards/card-media';
import { createCard, deleteCard, editCard, getCard, listCardActivity, listCards } from '../cards/card-use-cases';
import { edgeOptions } from '../composition/access-gate';
import { authenticate } from '../composition/authentication';
import { cardDeps as deps, conceptDeps, shareLinkDeps, testDataDeps, withSignedMedia } from '../composition/cards';
import {
  createConcept,
  deleteConcept,
  listCardConcepts,
  listConceptCards,
  listConcepts,
  tagCard,
  untagCard,
  updateConcept,
} from '../concepts/concepts';
import { withLambdaContext } from '../core/logger';
import { addTestData } from '../dev-tools/test-data';
import { createHttpHandler, type RouteImplementations } from '../http/http-handler';
import { createShareLink, getSharedMedia, getSharedReport, listShareLinks, revokeShareLink } from '../share-links/share-links';

const presigned = ({ url, expiresIn }: { url: string; expiresIn: number }) => ({ presignedUrl: url, expiresIn });

export const routes: RouteImplementations<
  | 'listCards'
  | 'getCard'
  | 'createCard'
  | 'addTestData'
  | 'updateCard'
  | 'updateCardBreakdown'
  | 'updateCardStatus'
  | 'deleteCard'
  | 'listCardActivity'
  | 'addCardMedia'
  | 'completeCardMedia'
  | 'listCardMedia'
  | 'deleteCardMedia'
  | 'deleteMedia'
  | 'presignMediaUrl'
  | 'getPresignedUrl'
  | 'cardVideoUrl'
  | 'cardImageUrl'
  | 'mediaVideoUrl'
  | 'mediaImageUrl'
  | 'reportMediaUrl'
  | 'createShareLink'
  | 'listShareLinks'
  | 'revokeShareLink'
  | 'createGroupShareLink'
  | 'listGroupShareLinks'
  | 'revokeGroupShareLink'
  | 'getSharedReport'
  | 'getSharedMedia'
  | 'listConcepts'
  | 'createConcept'
  | 'updateConcept'
  | 'deleteConcept'
  | 'listConceptCards'
  | 'tagCard'
  | 'listCardConcepts'
  | 'untagCard'
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
  addTestData: ({ caller, params }) => addTestData(testDataDeps, caller, params.id),
  updateCard: ({ caller, params, body }) => {
    const { reportId, ...edit } = body;
    return editCard(deps, caller, params.cid, reportId, edit);
  },
  updateCardBreakdown: ({ caller, params, body }) => editCard(deps, caller, params.cid, params.id, body),
  updateCardStatus: ({ caller, params, body }) =>
    editCard(deps, caller, params.cid, body.reportId, { status: body.status, version: body.version }),
  deleteCard: ({ caller, params }) => deleteCard(deps, caller, params.id, params.cid),
  listCardActivity: ({ caller, params }) => listCardActivity(deps, caller, params.cid),

  addCardMedia: ({ caller, params, body }) => addCardMedia(deps, caller, params.id, params.cid, body),
  completeCardMedia: ({ caller, params }) => completeCardMedia(deps, caller, params.cid, params.mid),
  listCardMedia: ({ caller, params }) => listCardMedia(deps, caller, params.cid),
  deleteCardMedia: ({ caller, params }) => deleteCardMedia(deps, caller, params.cid, params.mid),
  deleteMedia: ({ caller, params }) => deleteCardMedia(deps, caller, null, params.mid),
  presignMediaUrl: async ({ caller, body }) => presigned(await signMediaKey(deps, caller, body.s3Key, { reportId: body.reportId })),
  getPresignedUrl: async ({ caller, body }) => presigned(await signMediaKey(deps, caller, body.s3Key)),
  cardVideoUrl: ({ caller, params }) => cardMediaUrl(deps, caller, params.cid, 'video'),
  cardImageUrl: ({ caller, params }) => cardMediaUrl(deps, caller, params.cid, 'image'),
  mediaVideoUrl: ({ caller, query }) => signMediaKey(deps, caller, query.s3_key, { kind: 'video' }),
  mediaImageUrl: ({ caller, query }) => signMediaKey(deps, caller, query.s3_key, { kind: 'image' }),
  reportMediaUrl: ({ caller, params }) => reportMediaUrl(deps, caller, params.id, params.mid),

  createShareLink: ({ caller, params, body }) => createShareLink(shareLinkDeps, caller, { scope: 'report', reportId: params.id }, body),
  listShareLinks: ({ caller, params }) => listShareLinks(shareLinkDeps, caller, { scope: 'report', reportId: params.id }),
  revokeShareLink: ({ caller, params }) => revokeShareLink(shareLinkDeps, caller, { scope: 'report', reportId: params.id }, params.sid),
  createGroupShareLink: ({ caller, params, body }) => createShareLink(shareLinkDeps, caller, { scope: 'group', groupId: params.gid }, body),
  listGroupShareLinks: ({ caller, params }) => listShareLinks(shareLinkDeps, caller, { scope: 'group', groupId: params.gid }),
  revokeGroupShareLink: ({ caller, params }) => revokeShareLink(shareLinkDeps, caller, { scope: 'group', groupId: params.gid }, params.sid),
  getSharedReport: ({ params, query }) => getSharedReport(shareLinkDeps, params.token, { refresh: query.refresh }),
  getSharedMedia: ({ params, query }) => getSharedMedia(shareLinkDeps, params.token, params.mid, { poster: query.poster }),

  listConcepts: ({ caller, query }) => listConcepts(conceptDeps, caller, query),
  createConcept: ({ caller, body }) => createConcept(conceptDeps, caller, body),
  updateConcept: ({ caller, params, body }) => updateConcept(conceptDeps, caller, params.conceptId, body),
  deleteConcept: ({ caller, params }) => deleteConcept(conceptDeps, caller, params.conceptId),
  listConceptCards: ({ caller, params, query }) => listConceptCards(conceptDeps, caller, params.conceptId, query),
  tagCard: ({ caller, params, body }) => tagCard(conceptDeps, caller, params.cid, body),
  listCardConcepts: ({ caller, params }) => listCardConcepts(conceptDeps, caller, params.cid),
  untagCard: ({ caller, params }) => untagCard(conceptDeps, caller, params.cid, params.conceptId),
};

export const handler = withLambdaContext(createHttpHandler(routes, { authenticate, ...edgeOptions }));
