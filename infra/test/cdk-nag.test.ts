import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import type { IConstruct } from 'constructs';
import { afterAll, describe, expect, it } from 'vitest';
import { INFRA_ROOT } from '../lib/config';
import { ScoutNagChecks, type NagFinding } from '../lib/nag';
import { defineScoutStacks } from '../lib/scout-app';

const FFMPEG_LAYER_ARN = 'arn:aws:lambda:us-east-1:123456789012:layer:scout-ffmpeg:3';
const PIPELINE_REPOSITORY_URL = 'https://github.com/scout-example/scout';
const CERTIFICATE_ARN = 'arn:aws:acm:us-east-1:123456789012:certificate/0b2f5c1e-7d4a-4e8b-9c3d-2a1f6e5b8c7d';

const outdirs: string[] = [];
const webDist = mkdtempSync(join(tmpdir(), 'scout-web-dist-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Scout</title>');

afterAll(() => {
  for (const dir of [webDist, ...outdirs]) rmSync(dir, { recursive: true, force: true });
});

/**
 * The app as `cdk synth` builds it (cdk.json's feature flags, a web build to deploy), into a temporary outdir.
 * Bundling is skipped: the checks read resource properties, not the code.
 */
function scoutApp(context: Record<string, unknown>): App {
  const cdkJson = JSON.parse(readFileSync(join(INFRA_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  const outdir = mkdtempSync(join(tmpdir(), 'scout-cdk-nag-'));
  outdirs.push(outdir);
  const app = new App({
    outdir,
    context: {
      ...cdkJson.context,
      'aws:cdk:bundling-stacks': [],
      webDist,
      pipelineRepositoryUrl: PIPELINE_REPOSITORY_URL,
      ...context,
    },
  });
  defineScoutStacks(app);
  return app;
}

/** Synthesises (the plugin runs, and throws on findings) and lists what is still unacknowledged. */
function findingsOf(app: App): { synthError: unknown; findings: string[] } {
  let synthError: unknown;
  try {
    app.synth();
  } catch (error) {
    synthError = error;
  }
  const format = (finding: NagFinding) => `${finding.severity} ${finding.rule} at ${finding.path}: ${finding.description}`;
  return { synthError, findings: new ScoutNagChecks().findings(app).map(format) };
}

/** Every acknowledgment made anywhere in the app: rule id (finding included) → reason. */
function acknowledgments(root: IConstruct): Map<string, string> {
  const found = new Map<string, string>();
  for (const construct of root.node.findAll()) {
    for (const entry of construct.node.metadata) {
      if (entry.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY) continue;
      for (const [id, reason] of Object.entries(entry.data as Record<string, string>)) {
        found.set(id.replace(/^annotation::/i, ''), reason);
      }
    }
  }
  return found;
}

describe('cdk-nag AwsSolutions checks', () => {
  const stages = {
    'a dev stage': { stage: 'dev' },
    'the prod stage': { stage: 'prod', webOrigin: 'https://scout.example.com' },
    'a stage with its own domain': {
      stage: 'staging',
      siteDomain: 'scout-staging.example.com',
      siteCertificateArn: CERTIFICATE_ARN,
    },
    // The others run ffmpeg from the stack's own image (the default); this one from a layer given as an override.
    'a stage with an ffmpeg layer': { stage: 'qa', ffmpegLayerArn: FFMPEG_LAYER_ARN },
  };

  for (const [name, context] of Object.entries(stages)) {
    it(`finds nothing unacknowledged in both stacks of ${name}`, () => {
      // Prepare
      const app = scoutApp(context);

      // Act
      const { synthError, findings } = findingsOf(app);

      // Assess: the list names every finding left (rule, severity, construct path) if there is one.
      expect(findings).toEqual([]);
      expect(synthError).toBeUndefined();
    });
  }

  it('fails synthesis on a new finding, naming its rule and resource', () => {
    // Prepare: a bucket without server access logs, added next to the real stacks.
    const app = scoutApp({ stage: 'dev' });
    const stateless = app.node.findChild('Scout-dev-Stateless');
    new Bucket(stateless, 'ForgottenBucket', { enforceSSL: true });

    // Act
    const { synthError, findings } = findingsOf(app);

    // Assess
    expect(String(synthError)).toMatch(/ValidationFailed[\s\S]*ForgottenBucket[\s\S]*AwsSolutions-S1/);
    expect(findings).toEqual([expect.stringMatching(/^error AwsSolutions-S1 at Scout-dev-Stateless\/ForgottenBucket\/Resource: /)]);
  });

  it('requires TLS 1.2 from viewers only where the site has its own certificate', () => {
    // Prepare
    const withDomain = scoutApp(stages['a stage with its own domain']);
    const withoutDomain = scoutApp({ stage: 'dev' });

    // Act
    findingsOf(withDomain);
    findingsOf(withoutDomain);

    // Assess: CFR4 is acknowledged on the site only for the default *.cloudfront.net certificate (the API's own
    // distribution is always on *.cloudfront.net).
    const site = (app: typeof withDomain) => app.node.findAll().find((construct) => construct.node.id === 'SiteDistribution') as IConstruct;
    expect(acknowledgments(site(withDomain)).has('AwsSolutions-CFR4')).toBe(false);
    expect(acknowledgments(site(withoutDomain)).has('AwsSolutions-CFR4')).toBe(true);
  });

  it('gives every acknowledgment a reason, and lists each acknowledged rule in infra/README.md', () => {
    // Prepare
    const app = scoutApp({ stage: 'prod', webOrigin: 'https://scout.example.com' });
    findingsOf(app);
    const readme = readFileSync(join(INFRA_ROOT, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## cdk-nag'));

    // Act
    const acknowledged = acknowledgments(app);
    const rules = new Set([...acknowledged.keys()].map((id) => id.replace(/\[.*$/, '')));

    // Assess
    expect(acknowledged.size).toBeGreaterThan(0);
    for (const [id, reason] of acknowledged) expect(reason.length, id).toBeGreaterThan(60);
    for (const rule of rules) expect(section, rule).toContain(rule);
  });
});
