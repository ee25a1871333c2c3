import { afterAll, describe, expect, it } from 'vitest';
import { invoke, tokenFor } from './support/invoke';

type Account = 'coach' | 'admin' | 'rivalCoach';
type Body = Record<string, unknown>;

/** What this file made, deleted after it (the seeded concepts stay as other files expect them). */
const made = new Set<string>();

afterAll(async () => {
  const token = await tokenFor('admin');
  for (const conceptId of made) await invoke('deleteConcept', { token, params: { conceptId } });
});

async function call(
  account: Account,
  routeId: Parameters<typeof invoke>[0],
  options: { params?: Body; body?: unknown; query?: Body } = {},
) {
  const response = await invoke(routeId, { token: await tokenFor(account), ...options } as Parameters<typeof invoke>[1]);
  if (routeId === 'createConcept' && response.statusCode === 201) made.add(response.body.id as string);
  return response;
}

let counter = 0;
const uniqueName = (base: string) => `${base} ${Date.now().toString(36)}${counter++}`;

async function createConcept(account: Account, body: Body = {}): Promise<Body> {
  const response = await call(account, 'createConcept', { body: { name: uniqueName('Stick'), concept_type: 'pass', ...body } });
  expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function conceptNames(account: Account, query: Body = {}): Promise<string[]> {
  const response = await call(account, 'listConcepts', { query });
  expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
  return (response.body.concepts as Body[]).map((c) => c.name as string);
}

const EAGLES_CARD = 'card-rpt-eagles-central-1';
const EAGLES_CARD_2 = 'card-rpt-eagles-central-2';
const EAGLES_CARD_3 = 'card-rpt-eagles-lakeside-3';
const RIVAL_CARD = 'card-rpt-ridgeview-summit-1';

describe('the concepts library', () => {
  it("lists the coach's own organisation's concepts in name order, with their tagged plays counted", async () => {
    const response = await call('coach', 'listConcepts');

    expect(response.statusCode).toBe(200);
    const concepts = response.body.concepts as Body[];
    const seeded = concepts.filter((c) => String(c.id).startsWith('concept-eagles-'));
    expect(seeded.map((c) => c.name)).toEqual(['Cover 3', 'Inside Zone', 'Mesh']);
    expect(concepts.every((c) => c.organizationId === 'org-eagles')).toBe(true);
    expect(seeded.find((c) => c.name === 'Inside Zone')?.cardsCount).toBeGreaterThan(0);
    expect(seeded.find((c) => c.name === 'Cover 3')?.cardsCount).toBe(0);
  });

  it('filters by concept type, and ignores a coach asking for another organisation', async () => {
    expect(await conceptNames('coach', { conceptType: 'coverage' })).toContain('Cover 3');
    expect(await conceptNames('coach', { conceptType: 'coverage' })).not.toContain('Mesh');
    expect(await conceptNames('coach', { organizationId: 'org-ridgeview' })).not.toContain('Power');
  });

  it("lets an internal user read any organisation's library, the internal one by default", async () => {
    expect(await conceptNames('admin', { organizationId: 'org-ridgeview' })).toEqual(['Power']);
    const own = await createConcept('admin', { name: uniqueName('Staff drill') });
    expect(own.organizationId).toBe('internal');
    expect(await conceptNames('admin')).toContain(own.name);
    const forEagles = await createConcept('admin', { name: uniqueName('Sprint out'), organization_id: 'org-eagles' });
    expect(forEagles.organizationId).toBe('org-eagles');
    expect(await conceptNames('coach')).toContain(forEagles.name);
  });

  it('creates, renames and deletes a concept', async () => {
    const created = await createConcept('coach', { description: '  Stick-nod by the Y  ', example_card_id: EAGLES_CARD });
    expect(created).toMatchObject({
      conceptType: 'pass',
      description: 'Stick-nod by the Y',
      exampleCardId: EAGLES_CARD,
      exampleReportId: 'rpt-eagles-central',
      version: 1,
      cardsCount: 0,
    });

    const renamed = await call('coach', 'updateConcept', {
      params: { conceptId: created.id },
      body: { name: uniqueName('Stick Nod'), conceptType: 'rpo' },
    });
    expect(renamed.statusCode, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ conceptType: 'rpo', version: 2, description: 'Stick-nod by the Y' });
    // The old name is free again.
    const reuse = await createConcept('coach', { name: created.name });
    expect(reuse.name).toBe(created.name);

    const deleted = await call('coach', 'deleteConcept', { params: { conceptId: created.id } });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.body).toEqual({ id: created.id, deleted: true });
    expect(await conceptNames('coach')).not.toContain(renamed.body.name);
    expect((await call('coach', 'listConceptCards', { params: { conceptId: created.id } })).statusCode).toBe(404);
  });

  it('refuses a second concept of the same name in one organisation (any case) with 409, but not in another', async () => {
    const name = uniqueName('Snag');
    await createConcept('coach', { name });

    const again = await call('coach', 'createConcept', { body: { name: `  ${name.toUpperCase()} `, conceptType: 'pass' } });
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe(`Your library already has a concept named “${name}”. Choose another name, or edit that concept.`);

    const other = await createConcept('rivalCoach', { name });
    expect(other.organizationId).toBe('org-ridgeview');
    const rename = await call('coach', 'updateConcept', {
      params: { conceptId: 'concept-eagles-mesh' },
      body: { name: name.toLowerCase() },
    });
    expect(rename.statusCode).toBe(409);
  });

  it('answers bad input with 400 in words', async () => {
    const cases: [Body, string][] = [
      [{ conceptType: 'run' }, 'name is required'],
      [{ name: '   ', conceptType: 'run' }, 'Give the concept a name'],
      [{ name: 'x'.repeat(81), conceptType: 'run' }, 'A concept name has at most 80 characters'],
      [{ name: 'Trap' }, 'conceptType must be one of run, pass, rpo, screen, blitz, coverage, special-teams, other'],
      [{ name: 'Trap', conceptType: 'trick' }, 'conceptType must be one of'],
      [{ name: 'Trap', conceptType: 'run', description: 'x'.repeat(2001) }, 'A description has at most 2000 characters'],
    ];
    for (const [body, message] of cases) {
      const response = await call('coach', 'createConcept', { body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toContain(message);
    }
    const empty = await call('coach', 'updateConcept', { params: { conceptId: 'concept-eagles-mesh' }, body: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.body.message).toContain('Send at least one of name, conceptType, description, exampleCardId');
    const page = await call('coach', 'listConceptCards', { params: { conceptId: 'concept-eagles-mesh' }, query: { limit: 101 } });
    expect(page.statusCode).toBe(400);
    expect(page.body.message).toContain('limit is at most 100');
    const token = await call('coach', 'listConceptCards', {
      params: { conceptId: 'concept-eagles-mesh' },
      query: { nextToken: 'garbage' },
    });
    expect(token.statusCode).toBe(400);
    expect(token.body.message).toContain('lastKey is not a key this list gave');
  });

  it("refuses another organisation's card as the example (404)", async () => {
    const response = await call('coach', 'createConcept', {
      body: { name: uniqueName('Wham'), conceptType: 'run', exampleCardId: RIVAL_CARD },
    });

    expect(response.statusCode).toBe(404);
    expect(response.body.message).toBe('The example card was not found in this organisation');
  });
});

describe('tagging cards with concepts', () => {
  it('tags a card once however often it is asked, and pages the tagged cards with their report', async () => {
    const concept = await createConcept('coach');
    const conceptId = concept.id as string;

    for (const cid of [EAGLES_CARD_3, EAGLES_CARD, EAGLES_CARD_2, EAGLES_CARD]) {
      const tagged = await call('coach', 'tagCard', { params: { cid }, body: { card_id: cid, concept_id: conceptId } });
      expect(tagged.statusCode, JSON.stringify(tagged.body)).toBe(201);
      expect(tagged.body).toMatchObject({ cardId: cid, conceptId });
    }

    const first = await call('coach', 'listConceptCards', { params: { conceptId }, query: { limit: 2 } });
    expect(first.statusCode).toBe(200);
    expect(first.body.cards).toEqual([
      expect.objectContaining({
        cardId: EAGLES_CARD,
        cardNumber: 1,
        cardTitle: 'Play 1',
        reportId: 'rpt-eagles-central',
        reportTitle: 'Central Tigers Defense',
      }),
      expect.objectContaining({ cardId: EAGLES_CARD_2, cardNumber: 2, reportId: 'rpt-eagles-central' }),
    ]);
    expect(typeof first.body.nextKey).toBe('string');
    const second = await call('coach', 'listConceptCards', { params: { conceptId }, query: { limit: 2, lastKey: first.body.nextKey } });
    expect((second.body.cards as Body[]).map((c) => c.cardId)).toEqual([EAGLES_CARD_3]);
    expect(second.body.nextKey).toBeNull();
    const listed = (await call('coach', 'listConcepts')).body.concepts as Body[];
    expect(listed.find((c) => c.id === conceptId)?.cardsCount).toBe(3);
  });

  it('takes the tag off every card when the concept is deleted (the cards stay)', async () => {
    const concept = await createConcept('coach');
    await call('coach', 'tagCard', { params: { cid: EAGLES_CARD }, body: { conceptId: concept.id } });

    await call('coach', 'deleteConcept', { params: { conceptId: concept.id } });

    const again = await createConcept('coach', { name: concept.name });
    const page = await call('coach', 'listConceptCards', { params: { conceptId: again.id } });
    expect(page.body.cards).toEqual([]);
    expect((await call('coach', 'getCard', { params: { id: 'rpt-eagles-central', cid: EAGLES_CARD } })).statusCode).toBe(200);
  });

  it("answers 404 for another organisation's card or concept, and refuses a card id that is not the path's", async () => {
    const concept = await createConcept('coach');

    const rivalCard = await call('coach', 'tagCard', { params: { cid: RIVAL_CARD }, body: { conceptId: concept.id } });
    const rivalConcept = await call('coach', 'tagCard', { params: { cid: EAGLES_CARD }, body: { conceptId: 'concept-ridgeview-power' } });
    const mixed = await call('admin', 'tagCard', { params: { cid: RIVAL_CARD }, body: { conceptId: concept.id } });
    const mismatch = await call('coach', 'tagCard', {
      params: { cid: EAGLES_CARD },
      body: { cardId: EAGLES_CARD_2, conceptId: concept.id },
    });
    const missing = await call('coach', 'tagCard', { params: { cid: EAGLES_CARD }, body: {} });

    expect(rivalCard.statusCode).toBe(404);
    expect(rivalConcept.statusCode).toBe(404);
    expect(rivalConcept.body.message).toBe('Concept not found');
    expect(mixed.statusCode).toBe(404);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body.message).toContain('card_id must be the card named in the path');
    expect(missing.statusCode).toBe(400);
    expect(missing.body.message).toContain('concept_id is required');
    const rivalPage = await call('rivalCoach', 'listConceptCards', {
      params: { conceptId: 'concept-ridgeview-power' },
      query: { limit: 100 },
    });
    expect((rivalPage.body.cards as Body[]).every((c) => String(c.reportId).startsWith('rpt-ridgeview-'))).toBe(true);
  });

  it("lists a card's concepts, and takes one off again", async () => {
    const concept = await createConcept('coach', { name: uniqueName('A Bench') });
    await call('coach', 'tagCard', { params: { cid: EAGLES_CARD_2 }, body: { conceptId: concept.id } });

    const before = await call('coach', 'listCardConcepts', { params: { cid: EAGLES_CARD_2 } });
    const removed = await call('coach', 'untagCard', { params: { cid: EAGLES_CARD_2, conceptId: concept.id } });
    const after = await call('coach', 'listCardConcepts', { params: { cid: EAGLES_CARD_2 } });

    expect(before.statusCode).toBe(200);
    expect((before.body.concepts as Body[]).map((c) => c.name)).toContain(concept.name);
    expect(removed.statusCode).toBe(200);
    expect((after.body.concepts as Body[]).map((c) => c.id)).not.toContain(concept.id);
    expect((await call('coach', 'untagCard', { params: { cid: EAGLES_CARD_2, conceptId: concept.id } })).statusCode).toBe(200);
    expect((await call('coach', 'untagCard', { params: { cid: EAGLES_CARD_2, conceptId: 'concept-ridgeview-power' } })).statusCode).toBe(
      404,
    );
  });
});
