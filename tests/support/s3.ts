import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/**
 * A real S3-compatible HTTP server for tests: s3rver (S3's REST API, access key ids checked,
 * objects kept in files) on a random free port with a temporary directory and one bucket.
 * Objects are readable without credentials, like a public bucket behind S3_PUBLIC_URL.
 */
export interface TestS3Server {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The public base URL of the bucket's objects (path style). */
  publicUrl: string;
  /** The environment that selects this server for the app (parseConfig input). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startS3Server(bucket = "kk-media"): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "kk-s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed credentials; requests signed with anything else are refused.
  const accessKeyId = "S3RVER";
  const secretAccessKey = "S3RVER";
  const publicUrl = `${endpoint}/${bucket}`;
  return {
    endpoint,
    bucket,
    accessKeyId,
    secretAccessKey,
    publicUrl,
    env: {
      STORAGE_DRIVER: "s3",
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_PUBLIC_URL: publicUrl,
    },
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
