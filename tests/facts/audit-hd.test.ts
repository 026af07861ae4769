/**
 * Independent audit HD (bench/audit-independent-2026-11-30hd.md): 64 drawn sentences, one wrong claim.
 *
 *   node --import tsx --test tests/facts/audit-hd.test.ts
 *
 * The wrong claim is about object storage, not about a tRPC package: an S3 presigned URL is reusable until it
 * expires (Amazon S3 User Guide, "Download and upload objects with presigned URLs": "You can use the presigned URL
 * multiple times, up to the expiration date and time"). No package of the 10.x set presigns URLs, so this fact pins
 * the page's wording only.
 */
import assert from 'node:assert/strict';
import { fact, pageText } from './facts';

fact(
  'docs/further/faq.md',
  'a presigned upload URL allows uploads to one object key until it expires; it is not single-use',
  () => {
    const page = pageText('docs/further/faq.md');
    assert.match(
      page,
      /a short-lived signed URL that allows uploads to one object key \(S3 calls them presigned URLs; such a URL is not single-use and works for any number of uploads until it expires, so keep its lifetime short\)/,
    );
    assert.doesNotMatch(page, /signed URL that allows one upload/);
  },
);
