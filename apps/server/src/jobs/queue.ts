// The durable background job queue: enqueue a job here, run them with a runner (./runner.ts).
export type { EnqueueOptions, Job, JobContext, JobHandler } from "./job.js";
export { enqueueJob } from "./jobs.queries.js";
export { createJobRunner, type JobRunner, type JobRunnerOptions } from "./runner.js";
