import type { Card, OpponentOffenseTag } from '@scout/shared/domain';
import { orientPlays, tendencyInputOfCard, type TendencyRules } from '@scout/shared/domain/tendencies';
import { useMemo } from 'react';
import { preferredSideOf } from '../analytics-sides';
import { ANALYTICS_VIEWS, type ScreenView } from '../analytics-view';
import { opponentOf } from '../whose-plays';
import { AnalyticsScreen } from './analytics-screen';

/** The analytics view a page's parameter names (the special-teams view too), or the first view when it names none. */
export function analyticsViewOf(name: string | null): ScreenView {
  if (name === 'special-teams') return name;
  return ANALYTICS_VIEWS.find((view) => view === name) ?? ANALYTICS_VIEWS[0];
}

interface SharedAnalyticsProps {
  /** The view the page's parameter names (the first view when none). */
  analysis: string | null;
  /** The games shown, in order, each with its plays (and its report's type, which names the side it opens on). */
  games: readonly {
    reportId: string;
    label: string;
    cards: readonly Card[];
    report: {
      reportType: string;
      opponentOffenseTag?: OpponentOffenseTag;
      opponentAbbreviation?: string | null;
      opponentName?: string | null;
    };
  }[];
  /** A column per game (a group link showing every game). */
  perGame: boolean;
  viewHref(view: ScreenView): string;
  /** The shared page's film of one game (the plays of a cell go along as its play list); null: no film to offer. */
  filmHref: ((reportId: string) => string) | null;
  /** The owning organisation's metric definitions, as the link's answer carries them. */
  rules?: TendencyRules;
}

/**
 * The analytics of what a share link opens, read-only: the same views, computed in the browser from the shared
 * plays. No card pages (they need signing in): a cell's plays are listed, and their film opens in the shared
 * page's film tab, game by game for a group.
 */
export function SharedAnalytics({ analysis, games, perGame, viewHref, filmHref, rules }: SharedAnalyticsProps) {
  const view = analyticsViewOf(analysis);
  const inputs = useMemo(
    () =>
      games.flatMap((game) =>
        orientPlays(
          [...game.cards]
            .sort((a, b) => a.cardNumber - b.cardNumber)
            .map((card) => ({ ...tendencyInputOfCard(card, game.label), reportId: game.reportId })),
          game.report.opponentOffenseTag ?? 'O',
        ),
      ),
    [games],
  );
  const group = useMemo(
    () => (perGame ? { games: games.map(({ reportId, label }) => ({ reportId, label })), filmPath: filmHref ?? undefined } : undefined),
    [perGame, games, filmHref],
  );
  const only = games.length === 1 ? games[0] : undefined;
  const whose = useMemo(
    () => (games[0] ? { team: opponentOf(games[0].report), tags: games.map((game) => game.report.opponentOffenseTag ?? 'O') } : null),
    [games],
  );
  return (
    <AnalyticsScreen
      view={view}
      inputs={inputs}
      preferredSide={preferredSideOf(games.map((game) => game.report.reportType))}
      header={null}
      viewHref={viewHref}
      filmPath={!perGame && only && filmHref ? filmHref(only.reportId) : null}
      cardHref={null}
      group={group}
      rules={rules}
      whose={whose}
      sheetTitle={
        games.length === 1
          ? (games[0]?.label ?? 'Call sheet')
          : `${opponentOf(games[0]?.report ?? {}) ?? 'Opponent'} · ${games.length} games`
      }
    />
  );
}
