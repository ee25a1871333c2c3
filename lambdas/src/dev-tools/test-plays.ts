import type { BreakdownPatch, Report } from '@scout/shared/domain';

/** One play of test data: its title and its breakdown, as a scout would tag it. */
export interface TestPlay {
  title: string;
  breakdown: BreakdownPatch;
}

/**
 * A drive of the defense a defensive report scouts: the offense it faced (formation, personnel, the play) and
 * its answer (front, coverage, pressure), down by down, as a Hudl export of a real game reads.
 */
const DEFENSIVE_DRIVE: readonly TestPlay[] = [
  {
    title: '1st & 10: Over front, Cover 3 vs Trips Rt',
    breakdown: {
      odkm: 'D',
      quarter: 1,
      down: 1,
      distance: 10,
      yardLine: -25,
      hash: 'L',
      formation: 'TRIPS RT',
      personnel: '11',
      playType: 'Run',
      result: 'Rush',
      gainLoss: 3,
      front: 'OVER',
      coverage: 'COVER 3',
      pressure: 'NONE',
      personnelDefense: '4-2-5',
    },
  },
  {
    title: '2nd & 7: Under front, Cover 1 with a Mike blitz',
    breakdown: {
      odkm: 'D',
      quarter: 1,
      down: 2,
      distance: 7,
      yardLine: -28,
      hash: 'M',
      formation: 'DOUBLES',
      personnel: '11',
      playType: 'Pass',
      result: 'Incomplete',
      gainLoss: 0,
      front: 'UNDER',
      coverage: 'COVER 1',
      pressure: 'MIKE BLITZ',
      personnelDefense: '4-2-5',
    },
  },
  {
    title: '3rd & 7: Nickel, Cover 2 with a zone pressure',
    breakdown: {
      odkm: 'D',
      quarter: 1,
      down: 3,
      distance: 7,
      yardLine: -28,
      hash: 'R',
      formation: 'EMPTY',
      personnel: '10',
      playType: 'Pass',
      result: 'Sack',
      gainLoss: -6,
      front: 'NICKEL',
      coverage: 'COVER 2',
      pressure: 'FIRE ZONE',
      stunt: 'TEX',
      personnelDefense: '4-1-6',
    },
  },
  {
    title: '1st & 10: Over front, Cover 4 vs Ace',
    breakdown: {
      odkm: 'D',
      quarter: 2,
      down: 1,
      distance: 10,
      yardLine: 35,
      hash: 'L',
      formation: 'ACE',
      personnel: '12',
      playType: 'Run',
      result: 'Rush',
      gainLoss: 6,
      front: 'OVER',
      coverage: 'COVER 4',
      pressure: 'NONE',
      personnelDefense: '4-3',
    },
  },
  {
    title: '2nd & 4: Bear front, Cover 0 all-out pressure',
    breakdown: {
      odkm: 'D',
      quarter: 2,
      down: 2,
      distance: 4,
      yardLine: 29,
      hash: 'M',
      formation: 'I FORM',
      personnel: '21',
      playType: 'Run',
      result: 'Rush',
      gainLoss: -1,
      front: 'BEAR',
      coverage: 'COVER 0',
      pressure: 'DOUBLE A GAP',
      personnelDefense: '4-3',
    },
  },
];

/** A drive of the offense an offensive report scouts: formation, personnel, the play and its concept. */
const OFFENSIVE_DRIVE: readonly TestPlay[] = [
  {
    title: '1st & 10: Inside Zone from Trips Rt',
    breakdown: {
      odkm: 'O',
      quarter: 1,
      down: 1,
      distance: 10,
      yardLine: -25,
      hash: 'L',
      formation: 'TRIPS RT',
      personnel: '11',
      strength: 'RT',
      playType: 'Run',
      result: 'Rush',
      gainLoss: 4,
      playConcept: 'INSIDE ZONE',
      playDirection: 'Right',
    },
  },
  {
    title: '2nd & 6: Stick from Doubles',
    breakdown: {
      odkm: 'O',
      quarter: 1,
      down: 2,
      distance: 6,
      yardLine: -29,
      hash: 'M',
      formation: 'DOUBLES',
      personnel: '11',
      playType: 'Pass',
      result: 'Complete',
      gainLoss: 7,
      playConcept: 'STICK',
    },
  },
  {
    title: '1st & 10: Power from Ace with motion',
    breakdown: {
      odkm: 'O',
      quarter: 1,
      down: 1,
      distance: 10,
      yardLine: -36,
      hash: 'R',
      formation: 'ACE',
      personnel: '12',
      motion: 'JET',
      motionDirection: 'Left',
      playType: 'Run',
      result: 'Rush',
      gainLoss: 12,
      playConcept: 'POWER',
      playDirection: 'Left',
    },
  },
  {
    title: '1st & 10: Four Verticals from Empty',
    breakdown: {
      odkm: 'O',
      quarter: 2,
      down: 1,
      distance: 10,
      yardLine: 48,
      hash: 'M',
      formation: 'EMPTY',
      personnel: '10',
      playType: 'Pass',
      result: 'Incomplete',
      gainLoss: 0,
      playConcept: 'FOUR VERTS',
    },
  },
  {
    title: '2nd & 10: Play Action Boot from I Form',
    breakdown: {
      odkm: 'O',
      quarter: 2,
      down: 2,
      distance: 10,
      yardLine: 48,
      hash: 'L',
      formation: 'I FORM',
      personnel: '21',
      playType: 'Pass',
      result: 'Complete',
      gainLoss: 18,
      playConcept: 'PA BOOT',
      playDirection: 'Right',
    },
  },
];

/** Test data adds 5 cards to a report. */
export const TEST_DATA_CARDS = 5;

/** The five plays test data adds to a report of this side. */
export function testPlaysFor(side: Report['reportType']): readonly TestPlay[] {
  return side === 'offense' ? OFFENSIVE_DRIVE : DEFENSIVE_DRIVE;
}
