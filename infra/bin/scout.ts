#!/usr/bin/env node
import { App } from 'aws-cdk-lib';
import { defineScoutStacks } from '../lib/scout-app';

// Environment-agnostic unless the CLI resolved an account/region, so `cdk synth` works offline.
const app = new App();
defineScoutStacks(app, {
  account: process.env.CDK_DEFAULT_ACCOUNT,
  region: process.env.CDK_DEFAULT_REGION,
});
app.synth();
