import {
  Stack,
  Validations,
  type IPolicyValidationContext,
  type IPolicyValidationPlugin,
  type PolicyValidationPluginReport,
} from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference';
import type { IConstruct } from 'constructs';

/**
 * An acknowledgment whose finding id is only known at validation time: IAM5 names a wildcard resource by its
 * resolved CloudFormation form, and a resource of the other stack resolves to `Fn::GetStackOutput` only once
 * CDK has wired the cross-stack references (during synthesis, after the constructs are built).
 */
interface DeferredAcknowledgment {
  scope: IConstruct;
  ruleId: string;
  /** A token (e.g. `bucket.arnForObjects('*')`) resolved in the scope's stack, then flattened as cdk-nag does. */
  finding: string;
  reason: string;
}

const deferred = new WeakMap<IConstruct, DeferredAcknowledgment[]>();

/**
 * Acknowledges one IAM5 wildcard resource on a role (its policies are below it): `AwsSolutions-IAM5[Resource::…]`
 * for exactly that resource, resolved when the checks run.
 */
export function acknowledgeWildcardResource(role: IConstruct, resourceArn: string, reason: string): void {
  const root = role.node.root;
  const list = deferred.get(root) ?? [];
  list.push({ scope: role, ruleId: 'AwsSolutions-IAM5', finding: resourceArn, reason });
  deferred.set(root, list);
}

function applyDeferredAcknowledgments(root: IConstruct): void {
  for (const acknowledgment of deferred.get(root) ?? []) {
    const resolved: unknown = Stack.of(acknowledgment.scope).resolve(acknowledgment.finding);
    Validations.of(acknowledgment.scope).acknowledge({
      id: `${acknowledgment.ruleId}[Resource::${flattenCfnReference(resolved)}]`,
      reason: acknowledgment.reason,
    });
  }
  deferred.delete(root);
}

/** One finding of the pack, as a line a reviewer can act on. */
export interface NagFinding {
  rule: string;
  severity: string;
  path: string;
  description: string;
}

/**
 * cdk-nag's AwsSolutions pack as a CDK validation plugin: synthesis fails on any unacknowledged error *or*
 * warning (cdk-nag reports both as violations). Registered on the app by `defineScoutStacks`.
 */
export class ScoutNagChecks implements IPolicyValidationPlugin {
  readonly name = 'cdk-nag AwsSolutions';
  private readonly pack = new AwsSolutionsChecks();

  validate(context: IPolicyValidationContext): PolicyValidationPluginReport {
    const root = (context as IPolicyValidationContext & { appConstruct?: IConstruct }).appConstruct;
    if (root) applyDeferredAcknowledgments(root);
    return this.pack.validate(context);
  }

  /** The findings over a synthesised app (tests): empty when everything is fixed or acknowledged. */
  findings(app: IConstruct): NagFinding[] {
    applyDeferredAcknowledgments(app);
    return this.pack.validateScope(app).violations.flatMap((violation) =>
      violation.violatingResources.map((resource) => ({
        rule: violation.ruleName,
        severity: violation.severity ?? 'error',
        path: resource.constructPath ?? resource.resourceLogicalId ?? '(unknown)',
        description: violation.description,
      })),
    );
  }
}
