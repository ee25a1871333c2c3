import { CONCEPT_CARDS_PAGE_SIZE, type Concept, type ConceptCard } from '@scout/shared/api';
import { INTERNAL_ORGANIZATION_ID, type Card, type ConceptType, type Report } from '@scout/shared/domain';
import { can } from '@scout/shared/permissions';
import { loadCard } from '../cards/card-access';
import type { Caller } from '../core/caller';
import { NotFoundError, ValidationError } from '../core/errors';
import type { ConceptRecord, ConceptStore } from './ports';
import type { CardStore, ReportStore } from '../ports';

export interface ConceptDeps {
  concepts: ConceptStore;
  cards: CardStore;
  reports: ReportStore;
  newId(): string;
  now(): Date;
}

const CONCEPT_NOT_FOUND = 'Concept not found';
const EXAMPLE_NOT_FOUND = 'The example card was not found in this organisation';

/**
 * The organisation whose library the caller works in: internal users pick one (default 'internal'), everyone
 * else always works in their own, whatever they ask for.
 */
function libraryOf(caller: Caller, requested: string | undefined): string {
  if (requested && can(caller.principal, 'concept:manage', { type: 'organization', organizationId: requested })) return requested;
  if (can(caller.principal, 'internal:access')) return INTERNAL_ORGANIZATION_ID;
  return caller.organizationId;
}

/** A concept the caller may use; another organisation's concept is indistinguishable from a missing one: 404. */
async function loadConcept(deps: Pick<ConceptDeps, 'concepts'>, caller: Caller, id: string): Promise<ConceptRecord> {
  const concept = await deps.concepts.get(id);
  if (!concept || !can(caller.principal, 'concept:manage', { type: 'organization', organizationId: concept.organizationId })) {
    throw new NotFoundError(CONCEPT_NOT_FOUND);
  }
  return concept;
}

/** The example card, which must be one of the concept's organisation's cards the caller may read. */
async function loadExample(deps: ConceptDeps, caller: Caller, organizationId: string, cardId: string): Promise<Card> {
  try {
    const card = await loadCard(deps, caller, cardId);
    if (card.organizationId === organizationId) return card;
  } catch (err) {
    if (!(err instanceof NotFoundError)) throw err;
  }
  throw new NotFoundError(EXAMPLE_NOT_FOUND);
}

async function present(deps: ConceptDeps, concept: ConceptRecord): Promise<Concept> {
  const [cardsCount, example] = await Promise.all([
    deps.concepts.countTags(concept.id),
    concept.exampleCardId ? deps.cards.get(concept.exampleCardId) : Promise.resolve(null),
  ]);
  return {
    id: concept.id,
    organizationId: concept.organizationId,
    name: concept.name,
    conceptType: concept.conceptType,
    description: concept.description,
    exampleCardId: example?.id ?? null,
    exampleReportId: example?.reportId ?? null,
    cardsCount,
    createdAt: concept.createdAt,
    updatedAt: concept.updatedAt,
    createdBy: concept.createdBy,
    version: concept.version,
  };
}

export async function listConcepts(
  deps: ConceptDeps,
  caller: Caller,
  query: { organizationId?: string; conceptType?: ConceptType },
): Promise<{ concepts: Concept[] }> {
  const concepts = await deps.concepts.list(libraryOf(caller, query.organizationId));
  const wanted = concepts.filter((concept) => !query.conceptType || concept.conceptType === query.conceptType);
  return { concepts: await Promise.all(wanted.map((concept) => present(deps, concept))) };
}

export async function createConcept(
  deps: ConceptDeps,
  caller: Caller,
  input: { name: string; conceptType: ConceptType; description?: string; exampleCardId?: string | null; organizationId?: string },
): Promise<Concept> {
  const organizationId = libraryOf(caller, input.organizationId);
  if (input.exampleCardId) await loadExample(deps, caller, organizationId, input.exampleCardId);
  const at = deps.now().toISOString();
  const concept: ConceptRecord = {
    id: deps.newId(),
    organizationId,
    name: input.name,
    conceptType: input.conceptType,
    description: input.description ?? '',
    exampleCardId: input.exampleCardId ?? null,
    createdAt: at,
    updatedAt: at,
    createdBy: caller.userId,
    version: 1,
  };
  await deps.concepts.create(concept);
  return present(deps, concept);
}

export async function updateConcept(
  deps: ConceptDeps,
  caller: Caller,
  id: string,
  input: { name?: string; conceptType?: ConceptType; description?: string; exampleCardId?: string | null },
): Promise<Concept> {
  const concept = await loadConcept(deps, caller, id);
  if (input.exampleCardId) await loadExample(deps, caller, concept.organizationId, input.exampleCardId);
  const updated = await deps.concepts.update(concept, { ...input, updatedAt: deps.now().toISOString() });
  return present(deps, updated);
}

export async function deleteConcept(deps: ConceptDeps, caller: Caller, id: string): Promise<{ id: string; deleted: true }> {
  const concept = await loadConcept(deps, caller, id);
  await deps.concepts.delete(concept);
  return { id, deleted: true };
}

export async function listConceptCards(
  deps: ConceptDeps,
  caller: Caller,
  id: string,
  options: { limit?: number; lastKey?: string; nextToken?: string },
): Promise<{ cards: ConceptCard[]; nextKey: string | null }> {
  const concept = await loadConcept(deps, caller, id);
  const tags = await deps.concepts.listTags(concept.id, {
    limit: options.limit ?? CONCEPT_CARDS_PAGE_SIZE,
    lastKey: options.lastKey ?? options.nextToken,
  });
  const page = { tags: tags.items, nextKey: tags.nextKey };
  const reportIds = [...new Set(page.tags.map((tag) => tag.reportId))];
  const reports = new Map<string, Report | null>(
    await Promise.all(reportIds.map(async (rid) => [rid, await deps.reports.get(rid)] as const)),
  );
  const cards = await Promise.all(page.tags.map((tag) => deps.cards.get(tag.cardId)));
  return {
    cards: page.tags.flatMap((tag, i) => {
      const card = cards[i];
      const report = reports.get(tag.reportId);
      // A tag lives in its card's partition and goes with it; one read while its card is being deleted is left out.
      if (!card || !report) return [];
      return [
        {
          cardId: card.id,
          cardNumber: card.cardNumber,
          cardTitle: card.title,
          reportId: report.id,
          reportTitle: report.title,
          taggedAt: tag.taggedAt,
        },
      ];
    }),
    nextKey: page.nextKey,
  };
}

export async function tagCard(
  deps: ConceptDeps,
  caller: Caller,
  cardId: string,
  input: { cardId?: string; conceptId: string },
): Promise<{ cardId: string; conceptId: string; taggedAt: string }> {
  if (input.cardId !== undefined && input.cardId !== cardId) throw new ValidationError('card_id must be the card named in the path');
  const card = await loadCard(deps, caller, cardId, undefined, 'card:write');
  const concept = await loadConcept(deps, caller, input.conceptId);
  if (concept.organizationId !== card.organizationId) throw new NotFoundError(CONCEPT_NOT_FOUND);
  const tag = await deps.concepts.tag({
    conceptId: concept.id,
    cardId: card.id,
    reportId: card.reportId,
    cardNumber: card.cardNumber,
    organizationId: card.organizationId,
    taggedAt: deps.now().toISOString(),
    taggedBy: caller.userId,
  });
  return { cardId: tag.cardId, conceptId: tag.conceptId, taggedAt: tag.taggedAt };
}

/** The concepts a card is tagged with, by name (a concept deleted meanwhile is left out). */
export async function listCardConcepts(deps: ConceptDeps, caller: Caller, cardId: string): Promise<{ concepts: Concept[] }> {
  const card = await loadCard(deps, caller, cardId);
  const ids = await deps.concepts.conceptsOfCard(card.id);
  const concepts = (await Promise.all(ids.map((id) => deps.concepts.get(id)))).filter(
    (concept): concept is ConceptRecord => concept !== null && concept.organizationId === card.organizationId,
  );
  concepts.sort((a, b) => a.name.localeCompare(b.name));
  return { concepts: await Promise.all(concepts.map((concept) => present(deps, concept))) };
}

export async function untagCard(
  deps: ConceptDeps,
  caller: Caller,
  cardId: string,
  conceptId: string,
): Promise<{ id: string; deleted: true }> {
  const card = await loadCard(deps, caller, cardId, undefined, 'card:write');
  const concept = await loadConcept(deps, caller, conceptId);
  if (concept.organizationId !== card.organizationId) throw new NotFoundError(CONCEPT_NOT_FOUND);
  await deps.concepts.untag(card.id, concept.id);
  return { id: conceptId, deleted: true };
}
