import { ConfigError, loadConfig } from '../../config/config.schema.js';
import { parseStorageUrl } from './storage-url.js';

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
};

describe('STORAGE_URL', () => {
  it('names the UPLOADS_DIR folder, another folder or an S3 bucket', () => {
    expect(parseStorageUrl('file:')).toEqual({ kind: 'file' });
    expect(parseStorageUrl('file:/srv/koma/images')).toEqual({ kind: 'file', dir: '/srv/koma/images' });
    expect(parseStorageUrl('file:///srv/koma/images/')).toEqual({ kind: 'file', dir: '/srv/koma/images' });
    expect(parseStorageUrl('s3://koma-images')).toEqual({ kind: 's3', bucket: 'koma-images', region: 'us-east-1', forcePathStyle: false });
    expect(parseStorageUrl('s3://koma.images?endpoint=http://127.0.0.1:9000/&region=eu-west-1&forcePathStyle=true')).toEqual({
      kind: 's3',
      bucket: 'koma.images',
      region: 'eu-west-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    });
    expect(problems({ STORAGE_URL: 's3://koma-images?endpoint=https%3A%2F%2Fminio.internal%3A9000' })).toEqual([]);
    expect(loadConfig({}).STORAGE_URL).toBeUndefined();
  });

  it.each([
    ['ftp://x/y', /unknown scheme 'ftp'/],
    ['gs://bucket', /unknown scheme 'gs'/],
    ['not a url', /must be file:/],
    ['s3://', /names its bucket/],
    ['s3:bucket', /names its bucket/],
    ['s3://ab', /'ab' is not a bucket name/],
    ['s3://Koma_Images', /is not a bucket name/],
    ['s3://koma-images?endpoint=not-a-url', /endpoint 'not-a-url' is not a URL/],
    ['s3://koma-images?endpoint=ftp://host', /must be an http\(s\) URL/],
    ['s3://koma-images?endpoint=http://h/?x=1', /scheme:\/\/host\[:port\]/],
    ['s3://koma-images?forcePathStyle=yes', /forcePathStyle must be true or false/],
    ['s3://koma-images?bucket=x', /unknown parameter 'bucket'/],
    ['s3://key:secret@koma-images', /AWS_ACCESS_KEY_ID/],
    ['s3://koma-images/prefix', /prefix .* not supported/],
    ['s3://koma-images:9000', /no port/],
    ['file://host/dir', /not a host/],
    ['file:relative/dir', /absolute folder/],
    ['file:/x?y=1', /no query/],
  ])('refuses %s at boot, listed with every other bad variable', (value, why) => {
    const listed = problems({ STORAGE_URL: value, PORT: 'nope' });
    expect(listed).toHaveLength(2);
    expect(listed.find((p) => p.startsWith('STORAGE_URL: '))).toMatch(why);
    expect(listed.some((p) => p.startsWith('PORT: '))).toBe(true);
  });
});

describe('PUBLIC_IMAGE_BASE_URL and the AWS credentials', () => {
  it('takes an http(s) base without a trailing slash, query or fragment', () => {
    expect(loadConfig({ PUBLIC_IMAGE_BASE_URL: 'https://cdn.example/images/' }).PUBLIC_IMAGE_BASE_URL).toBe('https://cdn.example/images');
    expect(problems({ PUBLIC_IMAGE_BASE_URL: 'cdn.example' })[0]).toMatch(
      /^PUBLIC_IMAGE_BASE_URL: must be a URL with scheme http or https/,
    );
    expect(problems({ PUBLIC_IMAGE_BASE_URL: 'https://cdn.example/?v=1' })[0]).toMatch(/no query or fragment/);
  });

  it('wants both credentials or neither, without echoing the secret', () => {
    expect(problems({ AWS_ACCESS_KEY_ID: 'AKIA' })).toEqual([
      'AWS_SECRET_ACCESS_KEY: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are set together',
    ]);
    const listed = problems({ AWS_SECRET_ACCESS_KEY: 'very-secret-value' });
    expect(listed).toEqual(['AWS_ACCESS_KEY_ID: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are set together']);
    expect(problems({ AWS_ACCESS_KEY_ID: 'AKIA', AWS_SECRET_ACCESS_KEY: 'secret' })).toEqual([]);
  });
});
