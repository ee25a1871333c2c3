import {
  DEFAULT_PACKAGE_OFFERS,
  DEMO_ACCOUNTS,
  INTERNAL_ORGANIZATION_ID,
  PACKAGE_CURRENCY,
  deliveryWindowHours,
  isPlayBrokenDown,
  receiptNumberOf,
  type PackageType,
  type Report,
} from '@scout/shared/domain';
import type { Breakdown, Card } from '@scout/shared/domain';
import type { ConceptStore } from '../concepts/ports';
import type { PaymentRecord, PaymentStore } from '../payments/ports';
import { demoBreakdowns, demoStatuses } from '@scout/shared/domain/demo-game';
import type {
  ActivityStore,
  CardStore,
  OrganizationRecord,
  OrganizationStore,
  PasswordHasher,
  ReportGroupStore,
  UserStore,
} from '../ports';

export interface SeedDeps {
  users: UserStore;
  organizations: OrganizationStore;
  /** Writes a report with its card counters as they stand after its cards exist. */
  seedReport(seed: { report: Report; cardSeq: number; cardsComplete: number; cardsFilled: number }): Promise<void>;
  cards: CardStore;
  activity: ActivityStore;
  passwords: PasswordHasher;
  groups: Pick<ReportGroupStore, 'create'>;
  payments: Pick<PaymentStore, 'create'>;
  concepts: Pick<ConceptStore, 'create' | 'tag'>;
}

export const DEMO_ORGANIZATIONS = {
  internal: { id: INTERNAL_ORGANIZATION_ID, name: 'Scout Internal', isInternal: true, isPackagePaid: true },
  eagles: { id: 'org-eagles', name: 'Eagles Football', isInternal: false, isPackagePaid: true },
  ridgeview: { id: 'org-ridgeview', name: 'Ridgeview Football', isInternal: false, isPackagePaid: false },
} as const;

const HOUR = 3600 * 1000;

interface DemoReport {
  id: string;
  organizationId: string;
  opponentName: string;
  opponentAbbreviation: string;
  reportType: 'defense' | 'offense';
  status: Report['status'];
  packageType: PackageType;
  paid: boolean;
  /** Hours ago the delivery timer started; omitted: not started. */
  timerStartedHoursAgo?: number;
  cardsCount: number;
  completionPercentage: number;
  createdDaysAgo: number;
  importError?: string;
}

/**
 * Reports in every status and package, some with running or expired timers, some with cards (real card items
 * with chained breakdowns; completion follows from their statuses).
 */
const DEMO_REPORTS: DemoReport[] = [
  {
    id: 'rpt-eagles-ridgeview',
    organizationId: 'org-eagles',
    opponentName: 'Ridgeview Rams',
    opponentAbbreviation: 'RID',
    reportType: 'defense',
    status: 'created',
    packageType: 'free',
    paid: false,
    cardsCount: 0,
    completionPercentage: 0,
    createdDaysAgo: 0,
  },
  {
    id: 'rpt-eagles-central',
    organizationId: 'org-eagles',
    opponentName: 'Central Tigers',
    opponentAbbreviation: 'CEN',
    reportType: 'defense',
    status: 'in_progress',
    packageType: 'full',
    paid: true,
    timerStartedHoursAgo: 4,
    cardsCount: 64,
    completionPercentage: 40,
    createdDaysAgo: 1,
  },
  {
    id: 'rpt-eagles-lakeside',
    organizationId: 'org-eagles',
    opponentName: 'Lakeside Lions',
    opponentAbbreviation: 'LAK',
    reportType: 'offense',
    status: 'in_progress',
    packageType: 'express',
    paid: true,
    timerStartedHoursAgo: 11,
    cardsCount: 71,
    completionPercentage: 85,
    createdDaysAgo: 2,
  },
  {
    id: 'rpt-eagles-northvalley',
    organizationId: 'org-eagles',
    opponentName: 'North Valley Bears',
    opponentAbbreviation: 'NVB',
    reportType: 'defense',
    status: 'completed',
    packageType: 'assist',
    paid: true,
    timerStartedHoursAgo: 40,
    cardsCount: 68,
    completionPercentage: 100,
    createdDaysAgo: 9,
  },
  {
    id: 'rpt-eagles-westfield',
    organizationId: 'org-eagles',
    opponentName: 'Westfield Wolves',
    opponentAbbreviation: 'WES',
    reportType: 'defense',
    status: 'paid',
    packageType: 'full',
    paid: true,
    cardsCount: 0,
    completionPercentage: 0,
    createdDaysAgo: 3,
  },
  {
    id: 'rpt-eagles-harbor',
    organizationId: 'org-eagles',
    opponentName: 'Harbor Pirates',
    opponentAbbreviation: 'HAR',
    reportType: 'defense',
    status: 'failed',
    packageType: 'free',
    paid: false,
    cardsCount: 0,
    completionPercentage: 0,
    createdDaysAgo: 4,
    importError: 'The ZIP contains no video files.',
  },
  {
    id: 'rpt-eagles-central-offense',
    organizationId: 'org-eagles',
    opponentName: 'Central Tigers',
    opponentAbbreviation: 'CEN',
    reportType: 'offense',
    status: 'created',
    packageType: 'assist',
    paid: false,
    cardsCount: 12,
    completionPercentage: 0,
    createdDaysAgo: 5,
  },
  {
    id: 'rpt-ridgeview-summit',
    organizationId: 'org-ridgeview',
    opponentName: 'Summit Falcons',
    opponentAbbreviation: 'SUM',
    reportType: 'defense',
    status: 'in_progress',
    packageType: 'full',
    paid: true,
    timerStartedHoursAgo: 2,
    cardsCount: 55,
    completionPercentage: 20,
    createdDaysAgo: 1,
  },
  {
    id: 'rpt-ridgeview-canyon',
    organizationId: 'org-ridgeview',
    opponentName: 'Canyon Coyotes',
    opponentAbbreviation: 'CAN',
    reportType: 'offense',
    status: 'created',
    packageType: 'free',
    paid: false,
    cardsCount: 0,
    completionPercentage: 0,
    createdDaysAgo: 6,
  },
];

/**
 * Groups of linked reports: the demo coach's last three games with cards (the seed has no three reports of one
 * opponent), and one of the rival organisation's (the tenant sweep opens it as the coach).
 */
export const DEMO_GROUPS = [
  {
    id: 'grp-eagles-last-three',
    organizationId: 'org-eagles',
    name: 'Last three games',
    reportIds: ['rpt-eagles-central', 'rpt-eagles-lakeside', 'rpt-eagles-northvalley'],
    createdBy: 'user-coach',
  },
  {
    id: 'grp-ridgeview-season',
    organizationId: 'org-ridgeview',
    name: 'Ridgeview season',
    reportIds: ['rpt-ridgeview-summit', 'rpt-ridgeview-canyon'],
    createdBy: 'user-rival-coach',
  },
] as const;

/**
 * Each organisation's play concepts library. A concept named like a breakdown's OFF PLAY value is tagged on
 * every seeded card of its organisation that has it (the tenant sweep opens the rival's as the coach).
 */
export const DEMO_CONCEPTS = [
  {
    id: 'concept-eagles-inside-zone',
    organizationId: 'org-eagles',
    name: 'Inside Zone',
    conceptType: 'run',
    description:
      'Zone run between the tackles: the line steps playside together, the back presses the A gap and cuts off the first down lineman.',
    createdBy: 'user-coach',
  },
  {
    id: 'concept-eagles-mesh',
    organizationId: 'org-eagles',
    name: 'Mesh',
    conceptType: 'pass',
    description: 'Two shallow crossers rub under the linebackers; a sit route over the ball and a wheel or corner outside.',
    createdBy: 'user-coach',
  },
  {
    id: 'concept-eagles-cover-3',
    organizationId: 'org-eagles',
    name: 'Cover 3',
    conceptType: 'coverage',
    description: 'Three deep, four under: corners and the free safety split the deep field; watch the seams and the flats.',
    createdBy: 'user-coach',
  },
  {
    id: 'concept-ridgeview-power',
    organizationId: 'org-ridgeview',
    name: 'Power',
    conceptType: 'run',
    description: 'Gap scheme: down blocks on the playside, the backside guard pulls through the hole.',
    createdBy: 'user-rival-coach',
  },
] as const;

function buildReport(demo: DemoReport, now: Date, createdBy: string): Report {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR).toISOString();
  const windowHours = deliveryWindowHours(demo.packageType);
  const timerStarted = demo.timerStartedHoursAgo !== undefined && windowHours > 0;
  const startedAt = timerStarted ? at(demo.timerStartedHoursAgo as number) : null;
  const expiresAt = timerStarted ? at((demo.timerStartedHoursAgo as number) - windowHours) : null;
  return {
    id: demo.id,
    title: `${demo.opponentName} ${demo.reportType === 'offense' ? 'Offense' : 'Defense'}`,
    organizationId: demo.organizationId,
    status: demo.status,
    createdBy,
    createdAt: at(demo.createdDaysAgo * 24 + 1),
    updatedAt: at(demo.createdDaysAgo * 24),
    deadline: expiresAt,
    opponentName: demo.opponentName,
    opponentAbbreviation: demo.opponentAbbreviation,
    location: 'home',
    reportType: demo.reportType,
    jerseyColor: null,
    hasAnalysisAddon: demo.packageType === 'full' || demo.packageType === 'express',
    analysisType: null,
    hasSummaryAddon: false,
    timerStartedAt: startedAt,
    timerExpiresAt: expiresAt,
    packageType: demo.packageType,
    paymentStatus: demo.paid ? 'completed' : 'pending',
    paidAt: demo.paid ? at(demo.createdDaysAgo * 24) : null,
    completionPercentage: demo.completionPercentage,
    deliveryTimeHours: windowHours,
    hudlImportStatus: demo.importError ? 'failed' : demo.cardsCount > 0 ? 'completed' : null,
    hudlImportError: demo.importError ?? null,
    cardsCount: demo.cardsCount,
    opponentOffenseTag: 'O',
    version: 1,
  };
}

/** The card payment a paid demo report was bought with (billing and receipts have something to show). */
function demoPayment(report: Report, organizationName: string, payer: { id: string; name: string; email: string }): PaymentRecord {
  const offer = DEFAULT_PACKAGE_OFFERS.find((candidate) => candidate.packageType === report.packageType);
  const paidAt = report.paidAt ?? report.createdAt;
  const paymentId = `pay-demo-${report.id.replace(/^rpt-/, '')}`;
  return {
    paymentId,
    reportId: report.id,
    reportTitle: report.title,
    organizationId: report.organizationId,
    organizationName,
    packageType: report.packageType,
    packageName: offer?.name ?? report.packageType,
    amountCents: offer?.priceCents ?? 0,
    currency: PACKAGE_CURRENCY,
    deliveryTimeHours: report.deliveryTimeHours,
    status: 'completed',
    kind: 'card',
    createdAt: paidAt,
    createdBy: payer.id,
    createdByName: payer.name,
    payerEmail: payer.email,
    completedAt: paidAt,
    receiptNumber: receiptNumberOf(paymentId, paidAt),
  };
}

/** The card's one-line description, as a tagger would write it for each side of the ball. */
function describePlay(breakdown: Partial<Breakdown>): string {
  const parts =
    breakdown.odkm === 'D'
      ? [breakdown.front, breakdown.coverage, breakdown.pressure]
      : breakdown.odkm === 'K'
        ? [breakdown.playType, breakdown.kickType, breakdown.result]
        : [breakdown.formation, breakdown.concept ?? breakdown.playType];
  return parts.filter(Boolean).join(' · ');
}

function demoCards(report: Report, completion: number, now: Date): Card[] {
  const at = now.toISOString();
  const statuses = demoStatuses(report.cardsCount, completion);
  const side = report.reportType === 'offense' ? 'offense' : 'defense';
  return demoBreakdowns(report.id, report.cardsCount, side).map((breakdown, i) => ({
    id: `card-${report.id}-${i + 1}`,
    reportId: report.id,
    organizationId: report.organizationId,
    cardNumber: i + 1,
    title: `Play ${i + 1}`,
    content: JSON.stringify({ description: describePlay(breakdown) }),
    status: statuses[i] ?? 'pending',
    breakdown: Object.fromEntries(Object.entries(breakdown).filter(([, value]) => value !== null && value !== undefined)),
    media: [],
    version: 1,
    createdAt: at,
    updatedAt: at,
    createdBy: 'user-admin',
    updatedBy: 'user-admin',
  }));
}

/**
 * Seeds the demo organisations, users and reports once; returns the seeded cards, or null (and writes nothing)
 * if the demo organisation already exists.
 */
export async function seedDemoData(deps: SeedDeps, now = new Date()): Promise<Card[] | null> {
  if (await deps.organizations.get(DEMO_ORGANIZATIONS.eagles.id)) return null;
  const createdAt = now.toISOString();

  for (const organization of Object.values(DEMO_ORGANIZATIONS)) {
    const record: OrganizationRecord = { ...organization, createdAt };
    await deps.organizations.put(record);
  }

  const people = [
    { account: DEMO_ACCOUNTS.admin, id: 'user-admin', organizationId: DEMO_ORGANIZATIONS.internal.id, role: 'admin' },
    { account: DEMO_ACCOUNTS.coach, id: 'user-coach', organizationId: DEMO_ORGANIZATIONS.eagles.id, role: 'coach' },
    { account: DEMO_ACCOUNTS.rivalCoach, id: 'user-rival-coach', organizationId: DEMO_ORGANIZATIONS.ridgeview.id, role: 'coach' },
  ];
  for (const person of people) {
    await deps.users.put({
      id: person.id,
      username: person.account.username,
      email: person.account.email,
      name: person.account.name,
      passwordHash: await deps.passwords.hash(person.account.password),
      organizationId: person.organizationId,
      role: person.role,
      isDemoAccount: true,
      createdAt,
    });
  }

  const seededCards: Card[] = [];
  for (const demo of DEMO_REPORTS) {
    const owner = people.find((p) => p.organizationId === demo.organizationId);
    const report = buildReport(demo, now, owner?.id ?? 'user-admin');
    if (demo.paid && owner && report.packageType !== 'free') {
      const organization = Object.values(DEMO_ORGANIZATIONS).find((candidate) => candidate.id === demo.organizationId);
      await deps.payments.create(
        demoPayment(report, organization?.name ?? demo.organizationId, {
          id: owner.id,
          name: owner.account.name,
          email: owner.account.email,
        }),
      );
    }
    const cards = demoCards(report, demo.completionPercentage, now);
    seededCards.push(...cards);
    await deps.seedReport({
      report,
      cardSeq: cards.length,
      cardsComplete: cards.filter((c) => c.status === 'complete').length,
      cardsFilled: cards.filter((c) => isPlayBrokenDown(c.breakdown)).length,
    });
    for (const card of cards) {
      await deps.cards.create(card);
      await deps.activity.append({
        id: `${card.id}-created`,
        cardId: card.id,
        reportId: card.reportId,
        at: card.createdAt,
        userId: 'user-admin',
        userName: DEMO_ACCOUNTS.admin.name,
        action: 'created',
        changes: [],
      });
    }
  }
  for (const group of DEMO_GROUPS) {
    await deps.groups.create({ ...group, reportIds: [...group.reportIds], createdAt, updatedAt: createdAt, version: 1 });
  }
  for (const concept of DEMO_CONCEPTS) {
    await deps.concepts.create({ ...concept, exampleCardId: null, createdAt, updatedAt: createdAt, version: 1 });
  }
  for (const card of seededCards) {
    const concept = DEMO_CONCEPTS.find((c) => c.organizationId === card.organizationId && c.name === card.breakdown.concept);
    if (!concept) continue;
    await deps.concepts.tag({
      conceptId: concept.id,
      cardId: card.id,
      reportId: card.reportId,
      cardNumber: card.cardNumber,
      organizationId: card.organizationId,
      taggedAt: createdAt,
      taggedBy: concept.createdBy,
    });
  }
  return seededCards;
}
