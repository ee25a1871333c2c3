/**
 * The staff's metric definitions and how a report prints them. A module of its own, without imports, so a screen
 * that only shows or edits the rules (the settings page) does not load the engine.
 */

/**
 * The staff's definitions. Defaults: success is 50 % of the yards to go on 1st down, 70 % on
 * 2nd, all of them on 3rd and 4th (the college convention; the NFL's is 40/60/100); explosive is a run of 10+
 * yards or a pass of 20+. A touchdown is always a success; an interception or a fumble never is.
 */
export interface TendencyRules {
  /** Share of the distance a play must gain to succeed, by down (1st, 2nd, 3rd, 4th). */
  successShare: readonly [number, number, number, number];
  explosiveRun: number;
  explosivePass: number;
  /** Cells with fewer plays are marked thin. */
  thinBelow: number;
}

export const DEFAULT_TENDENCY_RULES: TendencyRules = { successShare: [0.5, 0.7, 1, 1], explosiveRun: 10, explosivePass: 20, thinBelow: 5 };

/** The rule as a report prints it: 'Success: 50% of the distance on 1st down, 70% on 2nd, 100% on 3rd/4th; …'. */
export function describeTendencyRules(rules: TendencyRules = DEFAULT_TENDENCY_RULES): string {
  const [first, second, third, fourth] = rules.successShare.map((share) => `${Math.round(share * 100)}%`);
  const late = third === fourth ? `${third} on 3rd/4th` : `${third} on 3rd, ${fourth} on 4th`;
  return (
    `Success: ${first} of the distance on 1st down, ${second} on 2nd, ${late}. ` +
    `Explosive: run ${rules.explosiveRun}+ yards, pass ${rules.explosivePass}+ yards. Under ${rules.thinBelow} plays: thin.`
  );
}
