import { Validations, type App, type Environment } from 'aws-cdk-lib';
import { stageConfigFrom, type StageConfig } from './config';
import { ScoutNagChecks } from './nag';
import { StatefulStack } from './stateful-stack';
import { StatelessStack } from './stateless-stack';

export interface ScoutStacks {
  config: StageConfig;
  stateful: StatefulStack;
  stateless: StatelessStack;
}

/**
 * Both stacks of one stage, wired together; bin/scout.ts and the tests build the app through this. cdk-nag's
 * AwsSolutions pack checks the app on synthesis: an unacknowledged finding (error or warning) fails it.
 */
export function defineScoutStacks(app: App, env?: Environment): ScoutStacks {
  const config = stageConfigFrom(app.node);
  Validations.of(app).addPlugins(new ScoutNagChecks());
  const tags = { project: 'scout', stage: config.stage };
  const stateful = new StatefulStack(app, `Scout-${config.stage}-Stateful`, {
    env,
    tags,
    description: `Scout ${config.stage}: table, buckets, processing queue, signing secret`,
    terminationProtection: config.isProduction,
    config,
  });
  const stateless = new StatelessStack(app, `Scout-${config.stage}-Stateless`, {
    env,
    tags,
    description: `Scout ${config.stage}: API functions, HTTP API, web site`,
    config,
    stateful: stateful.resources,
  });
  return { config, stateful, stateless };
}
