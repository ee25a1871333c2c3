import { CfnOutput, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table, TableEncryption, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import { EventField, Rule, RuleTargetInput } from 'aws-cdk-lib/aws-events';
import { SqsQueue } from 'aws-cdk-lib/aws-events-targets';
import type { CfnBucket } from 'aws-cdk-lib/aws-s3';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Queue, QueueEncryption, type IQueue } from 'aws-cdk-lib/aws-sqs';
import { TABLE_KEYS } from '@scout/lambdas/dynamodb-table';
import type { Construct } from 'constructs';
import { accessLogBucket } from './access-log-bucket';
import {
  ABORT_INCOMPLETE_UPLOADS_AFTER,
  NONCURRENT_VERSION_RETENTION,
  JWT_SECRET_LENGTH,
  PROCESSING_DLQ_RETENTION,
  PROCESSING_MAX_RECEIVE_COUNT,
  PROCESSING_QUEUE_RETENTION,
  PROCESSING_QUEUE_VISIBILITY_TIMEOUT,
  type StageConfig,
} from './config';

/**
 * The keys of files people add to cards (lambdas/src/cards/media-keys.ts): an image's original in the media
 * bucket, a video's upload in the upload bucket. Clips, thumbnails and ZIPs are not announced.
 */
export const MEDIA_UPLOAD_KEY_PATTERNS = [
  'organizations/*/reports/*/cards/*/media/*/original.*',
  'organizations/*/reports/*/uploads/media/*',
] as const;

/** What the stateless stack builds on; passed as constructs, so CDK wires the cross-stack references. */
export interface StatefulResources {
  table: ITable;
  mediaBucket: IBucket;
  uploadBucket: IBucket;
  processingQueue: IQueue;
  processingDeadLetterQueue: IQueue;
  jwtSecret: ISecret;
  /** Stripe's API key and webhook secret (JSON), read by the payments function only. */
  stripeSecret: ISecret;
}

export interface StatefulStackProps extends StackProps {
  config: StageConfig;
}

/** Everything that holds data: the table, the buckets, the processing queue and the token signing secret. */
export class StatefulStack extends Stack {
  readonly resources: StatefulResources;

  constructor(scope: Construct, id: string, props: StatefulStackProps) {
    super(scope, id, props);
    const { config } = props;
    const removalPolicy = config.isProduction ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    const table = new Table(this, 'Table', {
      partitionKey: { name: TABLE_KEYS.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE_KEYS.sortKey, type: AttributeType.STRING },
      timeToLiveAttribute: TABLE_KEYS.timeToLiveAttribute,
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryption.AWS_MANAGED,
      deletionProtection: config.isProduction,
      removalPolicy,
    });
    for (const index of TABLE_KEYS.indexes) {
      table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }

    const accessLogs = accessLogBucket(this, config);
    const mediaBucket = this.privateBucket('MediaBucket', config, accessLogs, 'media/');
    const uploadBucket = this.privateBucket('UploadBucket', config, accessLogs, 'uploads/');
    uploadBucket.addLifecycleRule({
      id: 'abort-incomplete-multipart-uploads',
      abortIncompleteMultipartUploadAfter: ABORT_INCOMPLETE_UPLOADS_AFTER,
    });

    const processingDeadLetterQueue = new Queue(this, 'ProcessingDeadLetterQueue', {
      retentionPeriod: PROCESSING_DLQ_RETENTION,
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      removalPolicy,
    });
    const processingQueue = new Queue(this, 'ProcessingQueue', {
      visibilityTimeout: PROCESSING_QUEUE_VISIBILITY_TIMEOUT,
      retentionPeriod: PROCESSING_QUEUE_RETENTION,
      deadLetterQueue: { queue: processingDeadLetterQueue, maxReceiveCount: PROCESSING_MAX_RECEIVE_COUNT },
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      removalPolicy,
    });

    // A file people PUT to a signed URL (an added image's original, an added video's upload) is checked when it
    // arrives, whether or not the client then calls the complete route: S3 tells EventBridge, and this rule puts
    // the processing worker's objectCreated job on its queue (lambdas/src/processing/job.ts). The local S3 has a
    // twin of it (lambdas/src/local/object-created.ts).
    for (const bucket of [mediaBucket, uploadBucket]) {
      (bucket.node.defaultChild as CfnBucket).addPropertyOverride(
        'NotificationConfiguration.EventBridgeConfiguration.EventBridgeEnabled',
        true,
      );
    }
    new Rule(this, 'MediaUploadArrivedRule', {
      description: `Scout ${config.stage}: an added medium's file arrived in S3; queue its check`,
      eventPattern: {
        source: ['aws.s3'],
        detailType: ['Object Created'],
        detail: {
          bucket: { name: [mediaBucket.bucketName, uploadBucket.bucketName] },
          object: { key: MEDIA_UPLOAD_KEY_PATTERNS.map((wildcard) => ({ wildcard })) },
        },
      },
      targets: [
        new SqsQueue(processingQueue, {
          message: RuleTargetInput.fromObject({
            type: 'objectCreated',
            bucket: EventField.fromPath('$.detail.bucket.name'),
            key: EventField.fromPath('$.detail.object.key'),
          }),
        }),
      ],
    });

    // The Lambdas read the SecretString as the raw signing key (no JSON template).
    const jwtSecret = new Secret(this, 'JwtSecret', {
      description: `Scout ${config.stage}: HMAC key that signs and verifies session tokens`,
      generateSecretString: { passwordLength: JWT_SECRET_LENGTH, excludePunctuation: true, includeSpace: false },
      removalPolicy,
    });
    Validations.of(jwtSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'The HMAC key that signs session tokens: tokens are verified against the one current key, so an automatic ' +
        'rotation would sign every user out mid-session. Rotating it is a planned operation (README, Rotating the ' +
        'signing key) until the verifier accepts the previous key for a grace period.',
    });

    // Stripe's keys, set by the operator after the first deploy (README, Payments): {"secretKey", "webhookSecret"}.
    // Until then the payments function answers 503 and nothing can be bought.
    const stripeSecret = new Secret(this, 'StripeSecret', {
      description: `Scout ${config.stage}: Stripe API key and webhook signing secret, as JSON {"secretKey": "sk_…", "webhookSecret": "whsec_…"}`,
      removalPolicy,
    });
    Validations.of(stripeSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        "Stripe's keys are issued and rolled in Stripe's dashboard (API keys, webhook endpoint secret), which " +
        'Secrets Manager cannot do; rolling them is an operator step (README, Payments).',
    });

    this.resources = { table, mediaBucket, uploadBucket, processingQueue, processingDeadLetterQueue, jwtSecret, stripeSecret };

    new CfnOutput(this, 'TableName', { value: table.tableName });
    new CfnOutput(this, 'MediaBucketName', { value: mediaBucket.bucketName });
    new CfnOutput(this, 'UploadBucketName', { value: uploadBucket.bucketName });
    new CfnOutput(this, 'ProcessingQueueUrl', { value: processingQueue.queueUrl });
    new CfnOutput(this, 'ProcessingDeadLetterQueueUrl', { value: processingDeadLetterQueue.queueUrl });
    new CfnOutput(this, 'JwtSecretArn', { value: jwtSecret.secretArn });
    new CfnOutput(this, 'StripeSecretArn', { value: stripeSecret.secretArn });
  }

  /**
   * Private, SSL-only, S3-encrypted; CORS lets the web app PUT parts of a multipart upload from the browser
   * and read the ETag each part answers with (CompleteMultipartUpload needs them). Server access logs go to
   * the stack's access log bucket under `logPrefix`.
   */
  private privateBucket(id: string, config: StageConfig, accessLogs: Bucket, logPrefix: string): Bucket {
    return new Bucket(this, id, {
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: logPrefix,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      // Film overwritten or deleted (by a bug, a stolen key or a mistaken clean-up) can be restored for
      // NONCURRENT_VERSION_RETENTION; older versions, and the delete markers left alone, are removed.
      versioned: true,
      lifecycleRules: [
        { id: 'expire-noncurrent-versions', noncurrentVersionExpiration: NONCURRENT_VERSION_RETENTION, expiredObjectDeleteMarker: true },
      ],
      cors: [
        {
          allowedOrigins: config.webOrigins,
          allowedMethods: [HttpMethods.GET, HttpMethods.PUT, HttpMethods.HEAD, HttpMethods.POST],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
      removalPolicy: config.isProduction ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      autoDeleteObjects: !config.isProduction,
    });
  }
}
