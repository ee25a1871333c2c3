import { describe, expect, it } from 'vitest';
import { ROUTE_IDS, contract, pathParameterNames, type RouteId } from '@scout/shared/api';
import { invoke, tokenFor } from './support/invoke';

/** A valid body for each route that takes one, so only ownership can make the call fail. */
const BODIES: Partial<Record<RouteId, unknown>> = {
  updateReport: { title: 'Taken over' },
  createCard: { title: 'Injected card' },
  updateCard: { title: 'Taken over' },
  updateCardBreakdown: { breakdown: { down: 1 } },
  updateCardStatus: { status: 'complete' },
  updateReportGroup: { name: 'Taken over' },
  updateConcept: { name: 'Taken over' },
  tagCard: { concept_id: 'concept-eagles-mesh' },
  addCardMedia: { file_name: 'play.png', file_type: 'image/png', media_type: 'image', file_size: 1000 },
  createShareLink: { expires_in_days: 7 },
  createGroupShareLink: { expires_in_days: 7 },
  startReportPayment: { packageType: 'full', returnOrigin: 'http://localhost:5173' },
  updateOrganizationMetricRules: { success_share: [0.4, 0.6, 1, 1], explosive_run: 12, explosive_pass: 18, version: 0 },
};

/** Routes whose `id` is not a report's: the rival's own object of that kind (seeded). */
const RIVAL_IDS: Partial<Record<RouteId, string>> = {
  getPayment: 'pay-demo-ridgeview-summit',
  // Organisations: the rival's own.
  getOrganizationMetricRules: 'org-ridgeview',
  updateOrganizationMetricRules: 'org-ridgeview',
  // People (internal-only): another organisation's coach, and the internal administrator.
  getUser: 'user-rival-coach',
  updateUser: 'user-rival-coach',
  setUserType: 'user-rival-coach',
  setUserDisabled: 'user-rival-coach',
  resetUserPassword: 'user-rival-coach',
  getInternalUser: 'user-admin',
  updateInternalUser: 'user-admin',
  deleteInternalUser: 'user-admin',
};

const RIVAL = {
  gid: 'grp-ridgeview-season',
  id: 'rpt-ridgeview-summit',
  cid: 'card-rpt-ridgeview-summit-1',
  mid: 'card-rpt-ridgeview-summit-1-video',
  sid: '0123456789abcdef',
  conceptId: 'concept-ridgeview-power',
  /** Development tasks are internal staff's own: no organisation's coach reaches any of them. */
  taskId: 'task-any',
};
/** A key of the rival's card, as the server makes them (card-media.test.ts also sweeps a real, uploaded one). */
const RIVAL_MEDIA_KEY = `organizations/org-ridgeview/reports/${RIVAL.id}/cards/0001/video.mp4`;
/** A key the server could have made for the rival's report: only the report's owner may use it. */
const RIVAL_UPLOAD = {
  upload_id: 'rival-upload',
  s3_key: `organizations/org-ridgeview/reports/${RIVAL.id}/uploads/0b7f1c9e-2a51-4d3e-9c1b-5f0e6a7d8c90.zip`,
  file_size: 1024,
};
Object.assign(BODIES, {
  getUploadUrl: { file_name: 'film.zip', file_size: 1024 },
  startMultipartUpload: { file_name: 'film.zip', file_size: 100 * 1024 * 1024 },
  signMultipartParts: { ...RIVAL_UPLOAD, part_numbers: [1] },
  completeMultipartUpload: { ...RIVAL_UPLOAD, parts: [{ part_number: 1, etag: '"x"' }] },
  abortMultipartUpload: RIVAL_UPLOAD,
});

/** Routes that name the report in the body rather than the path. */
const BODY_ROUTES: [RouteId, unknown][] = [
  ['hudlLegacyUpload', { report_id: RIVAL.id, s3_key: RIVAL_UPLOAD.s3_key }],
  ['processVideosOnly', { report_id: RIVAL.id, s3_key: RIVAL_UPLOAD.s3_key }],
  ['convertToGif', { report_id: RIVAL.id, card_id: RIVAL.cid }],
  ['presignMediaUrl', { s3_key: RIVAL_MEDIA_KEY, report_id: RIVAL.id, action: 'get_object' }],
  ['getPresignedUrl', { s3_key: RIVAL_MEDIA_KEY, action: 'read' }],
];

/** Routes that name the object in the query string. */
const QUERY_ROUTES: RouteId[] = ['mediaVideoUrl', 'mediaImageUrl'];

describe('tenant isolation', () => {
  const routes = ROUTE_IDS.filter((id) => contract[id].auth === 'user' && pathParameterNames(contract[id].path).length > 0);

  it('covers every route that takes a report or card id', () => {
    expect(routes.length).toBeGreaterThanOrEqual(13);
  });

  it.each(routes)("%s answers 404 for another organisation's report, card or group", async (routeId) => {
    const params = Object.fromEntries(pathParameterNames(contract[routeId].path).map((name) => [name, RIVAL[name as keyof typeof RIVAL]]));
    if (RIVAL_IDS[routeId]) params.id = RIVAL_IDS[routeId];

    const response = await invoke(routeId, { token: await tokenFor('coach'), params, body: BODIES[routeId] });

    expect(response.statusCode).toBe(404);
  });

  /** Staff-only routes that take an id (development tasks …): a coach is refused before any object is looked up. */
  const staffRoutes = ROUTE_IDS.filter(
    (id) => (contract[id].auth === 'internal' || contract[id].auth === 'administrator') && pathParameterNames(contract[id].path).length > 0,
  );

  it.each(staffRoutes)('%s answers 403 to a coach, whichever object it names', async (routeId) => {
    const params = Object.fromEntries(pathParameterNames(contract[routeId].path).map((name) => [name, RIVAL[name as keyof typeof RIVAL]]));

    const response = await invoke(routeId, { token: await tokenFor('coach'), params, body: BODIES[routeId] });

    expect(response.statusCode).toBe(403);
  });

  it.each(BODY_ROUTES)("%s answers 404 for another organisation's report named in the body", async (routeId, body) => {
    const response = await invoke(routeId, { token: await tokenFor('coach'), body });

    expect(response.statusCode).toBe(404);
  });

  it.each(QUERY_ROUTES)("%s answers 404 for another organisation's key in the query", async (routeId) => {
    const response = await invoke(routeId, { token: await tokenFor('coach'), query: { s3_key: RIVAL_MEDIA_KEY } });

    expect(response.statusCode).toBe(404);
  });

  // Internal-only routes refuse a coach before anything is looked up: the same 403 for a real id of another
  // organisation (or of staff) as for an id that does not exist, so a coach learns nothing from them.
  const internalOnly = ROUTE_IDS.filter(
    (id) => (contract[id].auth === 'internal' || contract[id].auth === 'administrator') && pathParameterNames(contract[id].path).length > 0,
  );

  it('covers every internal-only route that takes an id', () => {
    expect(internalOnly).toEqual(expect.arrayContaining(['getUser', 'setUserDisabled', 'resetUserPassword', 'deleteInternalUser']));
  });

  it.each(internalOnly)('%s answers a coach 403 alike for a real and an unknown id', async (routeId) => {
    const names = pathParameterNames(contract[routeId].path);
    const real = Object.fromEntries(names.map((name) => [name, RIVAL[name as keyof typeof RIVAL]]));
    if (RIVAL_IDS[routeId]) real.id = RIVAL_IDS[routeId];
    const unknown = Object.fromEntries(names.map((name) => [name, `missing-${name}`]));
    const token = await tokenFor('coach');

    const forReal = await invoke(routeId, { token, params: real, body: BODIES[routeId] });
    const forUnknown = await invoke(routeId, { token, params: unknown, body: BODIES[routeId] });

    expect(forReal.statusCode).toBe(403);
    expect(forReal.body).toEqual(forUnknown.body);
  });

  it("leaves the other organisation's report and cards exactly as they were", async () => {
    const token = await tokenFor('rivalCoach');
    const report = await invoke('getReport', { token, params: { id: RIVAL.id } });
    const card = await invoke('getCard', { token, params: RIVAL });

    expect(report.body).toMatchObject({ title: 'Summit Falcons Defense', version: 1, cardsCount: 55 });
    expect(card.body).toMatchObject({ title: 'Play 1', version: 1 });
    const activity = await invoke('listCardActivity', { token, params: { cid: RIVAL.cid } });
    expect((activity.body.activity as { action: string }[]).map((entry) => entry.action)).toEqual(['created']);
    const group = await invoke('getReportGroup', { token, params: { gid: RIVAL.gid } });
    expect(group.body).toMatchObject({ name: 'Ridgeview season', version: 1 });
    const rivalCoach = await invoke('getUser', { token: await tokenFor('admin'), params: { id: 'user-rival-coach' } });
    expect(rivalCoach.body).toMatchObject({ disabled: false, role: 'coach', organizationId: 'org-ridgeview' });
    const concepts = await invoke('listConcepts', { token });
    expect(concepts.body.concepts).toEqual([expect.objectContaining({ id: RIVAL.conceptId, name: 'Power', version: 1 })]);
  });

  it('lets the owning coach and staff in', async () => {
    expect((await invoke('getCard', { token: await tokenFor('rivalCoach'), params: RIVAL })).statusCode).toBe(200);
    const payment = { id: RIVAL_IDS.getPayment as string };
    expect((await invoke('getPayment', { token: await tokenFor('rivalCoach'), params: payment })).statusCode).toBe(200);
    expect((await invoke('getPayment', { token: await tokenFor('admin'), params: payment })).statusCode).toBe(200);
    expect((await invoke('getCard', { token: await tokenFor('admin'), params: RIVAL })).statusCode).toBe(200);
  });
});
