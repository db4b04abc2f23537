/** The part of autocannon's API `npm run bench` and `npm run loadtest` use (the package ships no types). */
declare module "autocannon" {
  interface RequestOptions {
    method?: string;
    path?: string;
    /** Changes each request before it is sent (here: a random path per request). */
    setupRequest?: (request: Record<string, unknown>) => Record<string, unknown>;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    headers?: Record<string, string>;
    requests?: RequestOptions[];
    /** Replaces `[<id>]` in the URL with a new unique id for every request. */
    idReplacement?: boolean;
  }
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
