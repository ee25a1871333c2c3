import { DefaultStackSynthesizer, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { BuildSpec, ComputeType, LinuxArmBuildImage, Project, Source } from 'aws-cdk-lib/aws-codebuild';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { StageConfig } from './config';
import { acknowledgeWildcardResource } from './nag';

/**
 * The Node.js the build runs on: a supported LTS that CodeBuild's ARM image (AL2023 aarch64 standard 3.0)
 * provides as a runtime version (Node 20 reached its end of life in April 2026; Node 22 is maintained until
 * April 2027). The functions themselves run Node 24 (LAMBDA_RUNTIME, and the ffmpeg image).
 */
export const PIPELINE_NODE_MAJOR = 22;

/** A whole run (install, checks, deploy) stops after this. */
export const PIPELINE_BUILD_TIMEOUT = Duration.minutes(60);

/** owner/name of a GitHub repository URL (https://github.com/<owner>/<name>[.git]). */
export function gitHubRepository(url: string): { owner: string; repo: string } {
  const match = /^https:\/\/github\.com\/([A-Za-z0-9][A-Za-z0-9-]{0,38})\/([A-Za-z0-9._-]{1,100}?)(?:\.git)?\/?$/.exec(url);
  if (!match) throw new Error(`Context "pipelineRepositoryUrl" must be https://github.com/<owner>/<name> (got "${url}")`);
  return { owner: match[1]!, repo: match[2]! };
}

/** A shell command substitution that reads one output of the deployed stack (as it was before this deploy). */
function stackOutput(stack: Stack, outputKey: string): string {
  return (
    `$(aws cloudformation describe-stacks --stack-name ${stack.stackName} ` +
    `--query "Stacks[0].Outputs[?OutputKey=='${outputKey}'].OutputValue" --output text)`
  );
}

/** A shell test that a variable read from a stack output is empty (no such output: the CLI prints nothing or None). */
function missing(variable: string): string {
  return `[ -z "$${variable}" ] || [ "$${variable}" = None ]`;
}

/**
 * The pipeline behind the Pipeline page (POST /pipeline/trigger starts a build of a branch): a CodeBuild
 * project that checks out the repository, runs the project's checks (lint, types, unit tests) and deploys the
 * stage with CDK. Its buildspec phases are the page's stages: INSTALL (building), PRE_BUILD (testing), BUILD
 * (deploying); SUCCEEDED is 'deployed'. The system function starts builds and reads their phases.
 */
export class PipelineProject extends Construct {
  readonly project: Project;

  constructor(scope: Construct, id: string, props: { config: StageConfig; repositoryUrl: string }) {
    super(scope, id);
    const { config } = props;
    const stack = Stack.of(this);
    const encryptionKey = new Key(this, 'ArtifactsKey', {
      description: `Scout ${config.stage} pipeline: encrypts the build's artifacts and logs`,
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const logGroup = new LogGroup(this, 'Logs', {
      retention: config.isProduction ? RetentionDays.ONE_YEAR : RetentionDays.ONE_MONTH,
      removalPolicy: config.isProduction ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    const context = [
      `-c stage=${config.stage}`,
      config.webOrigins.length > 0 ? `-c webOrigin=${config.webOrigins.join(',')}` : '',
      config.ffmpegLayerArn ? `-c ffmpegLayerArn=${config.ffmpegLayerArn}` : '',
      config.siteDomain ? `-c siteDomain=${config.siteDomain.domainName} -c siteCertificateArn=${config.siteDomain.certificateArn}` : '',
      `-c pipelineRepositoryUrl=${props.repositoryUrl}`,
    ]
      .filter(Boolean)
      .join(' ');

    const deploy = `pnpm --filter @scout/infra exec cdk deploy --all --require-approval never ${context}`;
    // The web build's URLs, from this stack's outputs as they are before this deploy.
    const readOutputs = `API_URL=${stackOutput(stack, 'ApiUrl')} && WS_URL=${stackOutput(stack, 'LiveUrl')}`;

    this.project = new Project(this, 'Project', {
      description: `Scout ${config.stage}: checks and deploy of a branch (started from the Pipeline page)`,
      source: Source.gitHub({ ...gitHubRepository(props.repositoryUrl), cloneDepth: 1 }),
      encryptionKey,
      timeout: PIPELINE_BUILD_TIMEOUT,
      // ARM, like the functions, so `cdk deploy` builds the ffmpeg image (linux/arm64) natively; Docker needs
      // privileged mode.
      environment: { buildImage: LinuxArmBuildImage.AMAZON_LINUX_2023_STANDARD_3_0, computeType: ComputeType.LARGE, privileged: true },
      logging: { cloudWatch: { logGroup } },
      buildSpec: BuildSpec.fromObject({
        version: '0.2',
        phases: {
          install: {
            'runtime-versions': { nodejs: PIPELINE_NODE_MAJOR },
            commands: ['corepack enable', 'pnpm install --frozen-lockfile'],
          },
          pre_build: { commands: ['pnpm lint', 'pnpm typecheck', 'pnpm test:unit'] },
          build: {
            commands: [
              readOutputs,
              // A stage deployed before one of the outputs existed (LiveUrl came with live events) is deployed
              // once without the site first, so the web build never gets an empty URL.
              `if ${missing('API_URL')} || ${missing('WS_URL')}; then ${deploy} && ${readOutputs}; fi`,
              'VITE_API_URL=$API_URL VITE_WS_URL=$WS_URL pnpm --filter @scout/web build',
              `${deploy} -c webDist=../apps/web/dist -c commit=$CODEBUILD_RESOLVED_SOURCE_VERSION`,
            ],
          },
        },
      }),
    });

    // cdk deploy works through the CDK bootstrap's roles (deploy, file publishing, lookup), as a developer's deploy does.
    const qualifier = stack.synthesizer.bootstrapQualifier ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER;
    const bootstrapRoles = `arn:${stack.partition}:iam::${stack.account}:role/cdk-${qualifier}-*-${stack.account}-${stack.region}`;
    this.project.addToRolePolicy(new PolicyStatement({ actions: ['sts:AssumeRole'], resources: [bootstrapRoles] }));
    const stackArn = `arn:${stack.partition}:cloudformation:${stack.region}:${stack.account}:stack/${stack.stackName}/*`;
    this.project.addToRolePolicy(new PolicyStatement({ actions: ['cloudformation:DescribeStacks'], resources: [stackArn] }));
    const role = this.project.role!;
    acknowledgeWildcardResource(
      role,
      bootstrapRoles,
      "The CDK bootstrap's deploy, file-publishing, image-publishing and lookup roles of this account and region: " +
        'cdk deploy assumes them (their names differ only in the role kind), as a developer deploying by hand does.',
    );
    acknowledgeWildcardResource(
      role,
      stackArn,
      "This stack's own ApiUrl and LiveUrl outputs, read for the web build (a stack ARN ends with its generated id).",
    );
    // What CodeBuild's own grants to its project role add (Project's defaults): its log streams and test reports.
    acknowledgeWildcardResource(
      role,
      `arn:${stack.partition}:logs:${stack.region}:${stack.account}:log-group:/aws/codebuild/${this.project.projectName}:*`,
      "CodeBuild's default log group of this project and its streams (one per build, named at run time).",
    );
    acknowledgeWildcardResource(
      role,
      `arn:${stack.partition}:codebuild:${stack.region}:${stack.account}:report-group/${this.project.projectName}-*`,
      "This project's own test report groups (CodeBuild names them <project>-<report>).",
    );
    const validations = Validations.of(role);
    for (const action of ['kms:GenerateDataKey*', 'kms:ReEncrypt*']) {
      validations.acknowledge({
        id: `AwsSolutions-IAM5[Action::${action}]`,
        reason:
          "CodeBuild's grant on the project's own encryption key (ArtifactsKey) only: the data-key and re-encrypt variants it uses for artifacts and logs.",
      });
    }
  }
}
