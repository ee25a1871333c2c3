import { Duration, type Stack } from 'aws-cdk-lib';
import {
  AllowedMethods,
  S3OriginAccessControl,
  ViewerProtocolPolicy,
  type BehaviorOptions,
  type Distribution,
  type IOrigin,
  type IResponseHeadersPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { OriginGroup, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IRole } from 'aws-cdk-lib/aws-iam';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { Bucket, LifecycleRule } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';

/**
 * How the site keeps the previous builds' code for a while after a deploy.
 *
 * A tab opened on one build asks for that build's content-hashed chunks (`/assets/<name>-<hash>.js`) when it
 * first visits a page; a deploy that deleted them would break that tab. So every deploy also copies its hashed
 * assets into an archive in the same bucket (`archive/assets/…`, never pruned), and CloudFront answers
 * `/assets/*` from the current build first and from the archive when the current build has no such file.
 *
 * The archive ages out by an S3 lifecycle rule: a copy expires RETENTION after it was last written. Every deploy
 * writes all of its build's files again (the deployment extracts the build afresh, so each file is newer than
 * its copy), so an old chunk lives RETENTION after the last deploy that still had it. The current build's files
 * are served from `assets/`, which is pruned to exactly the current build and never expires, so a site that is
 * not deployed for longer than that loses nothing.
 *
 * Why 30 days: a coach's laptop tab can stay open between weekly games and across several deploys; a month
 * covers that with room, and a tab older than that still recovers (it reloads into the new build). A build's
 * assets are a few megabytes, so a month of deploys costs cents.
 */
export const SITE_ASSETS_PREFIX = 'assets/';
export const SITE_ARCHIVE_PREFIX = 'archive/';
export const SITE_ARCHIVE_RETENTION = Duration.days(30);

/** Hashed files never change under their name: cached for a year. Everything else is revalidated each load. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

/** The site bucket's rule that removes archived chunks RETENTION after their last deploy. */
export const SITE_ARCHIVE_LIFECYCLE: LifecycleRule = {
  id: 'expire-archived-site-assets',
  prefix: SITE_ARCHIVE_PREFIX,
  expiration: SITE_ARCHIVE_RETENTION,
  abortIncompleteMultipartUploadAfter: Duration.days(1),
};

export interface SiteOrigins {
  /** The bucket's root: the current build (CloudFront's default behaviour, and `/assets/*` first). */
  current: IOrigin;
  /** The archive folder, where `/assets/x.js` is `archive/assets/x.js`. */
  archive: IOrigin;
}

/** The site bucket as CloudFront reads it, both origins through one origin access control. */
export function siteOrigins(scope: Construct, bucket: Bucket): SiteOrigins {
  const originAccessControl = new S3OriginAccessControl(scope, 'SiteOriginAccessControl', { description: 'Scout web app bucket' });
  return {
    current: S3BucketOrigin.withOriginAccessControl(bucket, { originAccessControl }),
    archive: S3BucketOrigin.withOriginAccessControl(bucket, { originAccessControl, originPath: `/${SITE_ARCHIVE_PREFIX.slice(0, -1)}` }),
  };
}

/**
 * CloudFront's `/assets/*`: the current build's file, else the archived one (with origin access control S3
 * answers a missing key with 403, so both 403 and 404 fall through to the archive).
 */
export function siteAssetsBehavior(origins: SiteOrigins, headers: IResponseHeadersPolicy): BehaviorOptions {
  return {
    origin: new OriginGroup({ primaryOrigin: origins.current, fallbackOrigin: origins.archive, fallbackStatusCodes: [403, 404] }),
    viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
    allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
    responseHeadersPolicy: headers,
    compress: true,
  };
}

interface SiteBuildDeployment {
  webDist: string;
  bucket: Bucket;
  distribution: Distribution;
  /** The deployment handler's role and log group (one handler serves the three deployments). */
  role: IRole;
  logGroup: ILogGroup;
}

/**
 * Uploads a build in the order a running tab needs: its hashed assets into the archive, then into `assets/`
 * (pruned to this build), and only then index.html and the version file (pruned, outside both folders), with
 * the CloudFront invalidation. So an index.html is never served before the chunks it names, and an old chunk
 * is never gone before the archive holds it.
 */
export function deploySiteBuild(stack: Stack, { webDist, bucket, distribution, role, logGroup }: SiteBuildDeployment): BucketDeployment[] {
  const source = [Source.asset(webDist)];
  const handler = { memoryLimit: 512, role, logGroup, destinationBucket: bucket };
  const onlyAssets = { exclude: ['*'], include: [`${SITE_ASSETS_PREFIX}*`] };
  const archive = new BucketDeployment(stack, 'SiteAssetsArchive', {
    ...handler,
    ...onlyAssets,
    sources: source,
    destinationKeyPrefix: SITE_ARCHIVE_PREFIX,
    prune: false,
    cacheControl: [CacheControl.fromString(IMMUTABLE_CACHE_CONTROL)],
  });
  const assets = new BucketDeployment(stack, 'SiteAssets', {
    ...handler,
    ...onlyAssets,
    sources: source,
    prune: true,
    cacheControl: [CacheControl.fromString(IMMUTABLE_CACHE_CONTROL)],
  });
  assets.node.addDependency(archive);
  const pages = new BucketDeployment(stack, 'SiteDeployment', {
    ...handler,
    sources: source,
    // Pruned, but never the two asset folders: the deployments above own them.
    exclude: [`${SITE_ASSETS_PREFIX}*`, `${SITE_ARCHIVE_PREFIX}*`],
    prune: true,
    cacheControl: [CacheControl.fromString(REVALIDATE_CACHE_CONTROL)],
    distribution,
    distributionPaths: ['/*'],
  });
  pages.node.addDependency(assets);
  return [archive, assets, pages];
}
