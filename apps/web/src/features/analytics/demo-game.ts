import type { Breakdown } from '@scout/shared/domain';
import { demoBreakdowns } from '@scout/shared/domain/demo-game';

type DemoPlay = { cardNumber: number; breakdown: Partial<Breakdown> };

/**
 * The demo pages' game, made by the same generator as the seed's demo reports (so the demo needs no API and
 * cannot drift from the seed): 60 plays of an opponent offense, drives chaining down, distance and yard line,
 * with the kicking plays of those drives.
 */
export const DEMO_GAME_PLAYS: readonly DemoPlay[] = demoBreakdowns('demo-game-ridgeview', 60).map((breakdown, index) => ({
  cardNumber: index + 1,
  breakdown,
}));

/** The same opponent's defense and kicking game, numbered on after the offense (cards 61–124 in game order). */
const DEFENSE_GAME: readonly DemoPlay[] = demoBreakdowns('demo-game-ridgeview-defense', 64, 'defense').map((breakdown, index) => ({
  cardNumber: 61 + index,
  breakdown: { ...breakdown, playNumber: 61 + index },
}));

/**
 * The opponent's defense (ODK D): front, coverage, pressure, stunt, defensive personnel, and the formation,
 * personnel, backfield and motion it faced; Cover 3 as the base, pressure on 3rd & long, Cover 1 with
 * pressure against empty.
 */
export const DEMO_DEFENSE_PLAYS: readonly DemoPlay[] = DEFENSE_GAME.filter(({ breakdown }) => breakdown.odkm !== 'K');

/** The opponent's kicking game (ODK K): kickoffs (an onside kick among them), returns, punts, field goals, tries. */
export const DEMO_KICKING_PLAYS: readonly DemoPlay[] = DEFENSE_GAME.filter(({ breakdown }) => breakdown.odkm === 'K');

/** The whole demo game, every side of the ball: the offense (cards 1–60), then the defense and the kicking game. */
export const DEMO_GAME_ALL_PLAYS: readonly DemoPlay[] = [...DEMO_GAME_PLAYS, ...DEFENSE_GAME];
