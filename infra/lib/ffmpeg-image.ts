import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Platform } from 'aws-cdk-lib/aws-ecr-assets';
import { DockerImageCode } from 'aws-cdk-lib/aws-lambda';
import { DISABLE_ASSET_STAGING_CONTEXT } from 'aws-cdk-lib/cx-api';
import { buildSync } from 'esbuild';
import type { Construct } from 'constructs';
import { INFRA_ROOT, LAMBDA_ESBUILD_TARGET } from './config';

/** The kept Dockerfile of the ffmpeg image (Debian 13, Debian's ffmpeg, Node 24, AWS's runtime interface client). */
export const FFMPEG_IMAGE_DOCKERFILE = join(INFRA_ROOT, 'ffmpeg-image', 'Dockerfile');

/** Where Debian's ffmpeg package puts its programs, in the image as on any Debian machine. */
export const IMAGE_FFMPEG_PATH = '/usr/bin/ffmpeg';
export const IMAGE_FFPROBE_PATH = '/usr/bin/ffprobe';

/** The image's function code, the Lambda task root (the Dockerfile's WORKDIR): <function>/index.mjs below it. */
export const IMAGE_TASK_ROOT = '/var/task';
/** In the build context, the folder copied to IMAGE_TASK_ROOT. */
export const IMAGE_FUNCTIONS_DIR = 'functions';

/**
 * Where build contexts are made: inside infra/, so the source maps' relative paths (and so the image's asset
 * hash) are the same on every machine and in every folder the repository is cloned to. Git-ignored.
 */
const BUILD_CONTEXTS_DIR = join(INFRA_ROOT, '.image-build');

/**
 * Lets the ESM bundle use CommonJS dependencies (jsonwebtoken requires node built-ins at run time).
 */
export const CREATE_REQUIRE_BANNER = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

export interface FfmpegImage {
  /** The build context made for this synth (removed by `release`). */
  readonly contextDir: string;
  /** The image code of one function: the shared image, started with `<name>/index.handler`. */
  code(name: string): DockerImageCode;
  /** Removes the build context once every function using it has been made (CDK has copied it into the assembly). */
  release(): void;
}

/**
 * The container image of the functions that run ffmpeg, as a Docker image asset: `cdk synth` only bundles
 * each function with the workspace's esbuild into a build context beside the kept Dockerfile (no Docker
 * needed); `cdk deploy` builds it for linux/arm64 and pushes it. One image for all of them (one build, one
 * push), each function starting its own handler. The AWS SDK is bundled in: no runtime provides it here.
 * Without bundling (a stack listed out of `aws:cdk:bundling-stacks`, as the cdk-nag test does), the context
 * holds the Dockerfile only.
 */
export function ffmpegImage(scope: Construct, entries: Record<string, string>): FfmpegImage {
  const stack = Stack.of(scope);
  mkdirSync(BUILD_CONTEXTS_DIR, { recursive: true });
  const context = mkdtempSync(join(BUILD_CONTEXTS_DIR, 'ffmpeg-'));
  copyFileSync(FFMPEG_IMAGE_DOCKERFILE, join(context, 'Dockerfile'));
  for (const [name, entry] of Object.entries(entries)) {
    const outdir = join(context, IMAGE_FUNCTIONS_DIR, name);
    mkdirSync(outdir, { recursive: true });
    if (!stack.bundlingRequired) {
      writeFileSync(join(outdir, 'index.mjs'), '// not bundled: this stack was synthesised without bundling\n');
      continue;
    }
    buildSync({
      entryPoints: [entry],
      outfile: join(outdir, 'index.mjs'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: LAMBDA_ESBUILD_TARGET,
      mainFields: ['module', 'main'],
      minify: true,
      sourcemap: true,
      banner: { js: CREATE_REQUIRE_BANNER },
      logLevel: 'warning',
    });
  }

  return {
    contextDir: context,
    code: (name) => {
      if (!(name in entries)) throw new Error(`The ffmpeg image has no function "${name}"`);
      return DockerImageCode.fromImageAsset(context, {
        platform: Platform.LINUX_ARM64,
        cmd: [`${name}/index.handler`],
      });
    },
    release: () => {
      // With staging disabled (SAM, `cdk synth --no-staging`) the assembly points at the context itself.
      if (!stack.node.tryGetContext(DISABLE_ASSET_STAGING_CONTEXT)) rmSync(context, { recursive: true, force: true });
    },
  };
}
