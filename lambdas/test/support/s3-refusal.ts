/** An S3 error answer read as status, code and message (S3 sends an XML body; HEAD answers have none). */
export async function s3Refusal(response: Response): Promise<{ status: number; code?: string; message?: string }> {
  const xml = await response.text();
  const code = /<Code>([^<]*)<\/Code>/.exec(xml)?.[1];
  const message = /<Message>([^<]*)<\/Message>/.exec(xml)?.[1];
  return { status: response.status, ...(code === undefined ? {} : { code }), ...(message === undefined ? {} : { message }) };
}
