/** The kinds of play concept a staff files its library under. */
export const CONCEPT_TYPES = ['run', 'pass', 'rpo', 'screen', 'blitz', 'coverage', 'special-teams', 'other'] as const;
export type ConceptType = (typeof CONCEPT_TYPES)[number];
/** How each concept type reads on screen. */
export const CONCEPT_TYPE_LABELS: Record<ConceptType, string> = {
  run: 'Run',
  pass: 'Pass',
  rpo: 'RPO',
  screen: 'Screen',
  blitz: 'Blitz',
  coverage: 'Coverage',
  'special-teams': 'Special teams',
  other: 'Other',
};
