/**
 * Every route of the web app, declared once: `path` is the router pattern, `getHref` builds a
 * link with URI-encoded parameters. The web app's router and links use these helpers (never string
 * literals), and the side drawer's entries (navigation.ts) point at them, so a menu entry cannot name a
 * route that does not exist.
 */

const encode = encodeURIComponent;

function fixed<P extends string>(path: P) {
  return { path, getHref: () => path };
}

export const appPaths = {
  // Public
  login: fixed('/'),
  /** The API client's redirect target after a failed refresh; the router sends it on to '/'. */
  loginRedirect: fixed('/login'),
  demo: {
    lmrHash: fixed('/demo/lmr-hash'),
    playConcepts: fixed('/demo/play-concepts'),
    downDistance: fixed('/demo/down-distance'),
    formationAnalysis: fixed('/demo/formation-analysis'),
    specialTeams: fixed('/demo/special-teams'),
  },

  // Main
  dashboard: fixed('/dashboard'),
  /** Changing one's own password; a temporary password's session is led here and reaches nothing else. */
  changePassword: fixed('/change-password'),
  reportList: fixed('/reportlist'),
  createReport: fixed('/createreport'),
  createReportZip: fixed('/createreportzip'),
  uploadZip: fixed('/upload-zip'),
  /** '/upload-zip?report={id}': game film for a report that exists (a film-less one, or one whose import failed). */
  uploadFilm: { path: '/upload-zip', getHref: (reportId: string) => `/upload-zip?report=${encode(reportId)}` },
  storage: fixed('/storage'),
  reports: fixed('/reports'),
  reportRollup: fixed('/reports/rollup'),
  linkedReport: { path: '/view-linked-report/:groupId', getHref: (groupId: string) => `/view-linked-report/${encode(groupId)}` },

  // One report
  report: { path: '/reports/:reportId', getHref: (reportId: string) => `/reports/${encode(reportId)}` },
  reportMetadata: { path: '/reports/:reportId/metadata', getHref: (reportId: string) => `/reports/${encode(reportId)}/metadata` },
  reportCards: { path: '/reports/:reportId/cards', getHref: (reportId: string) => `/reports/${encode(reportId)}/cards` },
  reportNewCard: { path: '/reports/:reportId/cards/new', getHref: (reportId: string) => `/reports/${encode(reportId)}/cards/new` },
  reportCardDetail: {
    path: '/reports/:reportId/cards/:cardId/carddetail',
    getHref: (reportId: string, cardId: string) => `/reports/${encode(reportId)}/cards/${encode(cardId)}/carddetail`,
  },
  cardDetail: {
    path: '/carddetail/:reportId/:cardId',
    getHref: (reportId: string, cardId: string) => `/carddetail/${encode(reportId)}/${encode(cardId)}`,
  },
  reportCardPrint: {
    path: '/reports/:reportId/cards/:cardId/print',
    getHref: (reportId: string, cardId: string) => `/reports/${encode(reportId)}/cards/${encode(cardId)}/print`,
  },
  reportPrint: { path: '/reports/:reportId/print', getHref: (reportId: string) => `/reports/${encode(reportId)}/print` },
  reportCardView: {
    path: '/reports/:reportId/cards/:cardId/view',
    getHref: (reportId: string, cardId: string) => `/reports/${encode(reportId)}/cards/${encode(cardId)}/view`,
  },
  reportCardEditView: {
    path: '/reports/:reportId/cards/:cardId/edit-view',
    getHref: (reportId: string, cardId: string) => `/reports/${encode(reportId)}/cards/${encode(cardId)}/edit-view`,
  },
  cardView: { path: '/cards/:cardId/view', getHref: (cardId: string) => `/cards/${encode(cardId)}/view` },
  cardEditView: { path: '/cards/:cardId/edit-view', getHref: (cardId: string) => `/cards/${encode(cardId)}/edit-view` },
  cardActivity: { path: '/cards/:cardId/activity', getHref: (cardId: string) => `/cards/${encode(cardId)}/activity` },
  reportScoutFilm: { path: '/reports/:reportId/scoutfilm', getHref: (reportId: string) => `/reports/${encode(reportId)}/scoutfilm` },
  reportPlayConcepts: {
    path: '/reports/:reportId/analytics/play-concepts',
    getHref: (reportId: string) => `/reports/${encode(reportId)}/analytics/play-concepts`,
  },
  reportLmrHash: {
    path: '/reports/:reportId/analytics/lmr-hash',
    getHref: (reportId: string) => `/reports/${encode(reportId)}/analytics/lmr-hash`,
  },
  reportDownDistance: {
    path: '/reports/:reportId/analytics/down-distance',
    getHref: (reportId: string) => `/reports/${encode(reportId)}/analytics/down-distance`,
  },
  reportFormationAnalysis: {
    path: '/reports/:reportId/analytics/formation-analysis',
    getHref: (reportId: string) => `/reports/${encode(reportId)}/analytics/formation-analysis`,
  },
  reportSpecialTeams: {
    path: '/reports/:reportId/analytics/special-teams',
    getHref: (reportId: string) => `/reports/${encode(reportId)}/analytics/special-teams`,
  },
  reportExportData: { path: '/reports/:reportId/export-data', getHref: (reportId: string) => `/reports/${encode(reportId)}/export-data` },

  // Analytics across a group of reports
  groupPlayConcept: {
    path: '/analytics/play-concept/:groupId',
    getHref: (groupId: string) => `/analytics/play-concept/${encode(groupId)}`,
  },
  groupHash: { path: '/analytics/hash/:groupId', getHref: (groupId: string) => `/analytics/hash/${encode(groupId)}` },
  groupDownDistance: {
    path: '/analytics/down-distance/:groupId',
    getHref: (groupId: string) => `/analytics/down-distance/${encode(groupId)}`,
  },
  groupFormationAnalysis: {
    path: '/analytics/formation-analysis/:groupId',
    getHref: (groupId: string) => `/analytics/formation-analysis/${encode(groupId)}`,
  },

  groupSpecialTeams: {
    path: '/analytics/special-teams/:groupId',
    getHref: (groupId: string) => `/analytics/special-teams/${encode(groupId)}`,
  },

  // Shared links
  shared: { path: '/shared/:shareToken', getHref: (shareToken: string) => `/shared/${encode(shareToken)}` },
  reportShared: { path: '/reports/shared/:shareToken', getHref: (shareToken: string) => `/reports/shared/${encode(shareToken)}` },

  // Purchases
  buyReport: fixed('/buy-report'),
  billing: fixed('/billing'),
  /** A payment's printable receipt (under the print shell, like the report printout). */
  billingReceipt: {
    path: '/billing/receipts/:paymentId',
    getHref: (paymentId: string) => `/billing/receipts/${encode(paymentId)}`,
  },
  pricing: fixed('/pricing'),
  paymentSuccess: fixed('/payment-success'),
  paidReports: fixed('/paid-reports'),

  // Admin and internal
  adminReports: fixed('/admin/reports'),
  adminUsers: fixed('/admin/users'),
  adminSettings: fixed('/admin/settings'),
  /** The audit trail (administrators only). */
  adminAudit: fixed('/admin/audit'),
  internalUsers: fixed('/internal-users'),
  pipeline: fixed('/pipeline'),
  developmentWork: fixed('/development-work'),
  concepts: fixed('/concepts'),

  // Dev tools
  lambdas: fixed('/lambdas'),
  health: fixed('/health'),
  dbExplorer: fixed('/dev/db-explorer'),
  s3Browser: fixed('/dev/s3-browser'),
  network: fixed('/dev/network'),
  console: fixed('/dev/console'),
  performance: fixed('/dev/performance'),
  testPrintCardLayout: fixed('/test/printcardlayout'),

  // Static files served beside the app (not router routes)
  apiDocs: fixed('/api-docs.html'),
} as const;
