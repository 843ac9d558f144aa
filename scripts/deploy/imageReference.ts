/**
 * Whether an image reference names one release: a digest, or a tag with a version down to its
 * minor part at least (PostgreSQL's 15.18, Node's 20.20.2) or a release date (MinIO's). `latest`,
 * no tag at all and tags such as `20-slim` or `15` move to each new release under the same name,
 * so the same file would build or run something else tomorrow.
 */
export function imagePinningProblem(image: string): string | undefined {
  if (image.includes('$')) {
    return `${image}: write the image out; a variable hides which build runs`;
  }
  if (/@sha256:[0-9a-f]{64}$/.test(image)) return undefined;
  const lastSegment = image.slice(image.lastIndexOf('/') + 1);
  const tagStart = lastSegment.indexOf(':');
  if (tagStart < 0) return `${image} has no tag: name an exact version or a digest`;
  const tag = lastSegment.slice(tagStart + 1);
  if (tag === 'latest') return `${image} uses latest: name an exact version or a digest`;
  if (!/\d+\.\d+|\d{4}-\d{2}-\d{2}/.test(tag)) {
    return `${image}: the tag ${tag} names no exact release (a version such as 15.18 or 20.20.2, or a date)`;
  }
  return undefined;
}

/**
 * The image's own name, without registry, path, tag or digest: `caddy` for each of
 * `caddy:2.10.2-alpine`, `caddy@sha256:…` and `localhost:5000/library/caddy:2.10.2`.
 */
export function imageNameOf(image: string): string {
  const withoutDigest = image.split('@')[0] ?? '';
  const lastSegment = withoutDigest.slice(withoutDigest.lastIndexOf('/') + 1);
  return lastSegment.split(':')[0] ?? '';
}
