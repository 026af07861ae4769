import type { ReactNode } from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import useBaseUrl from '@docusaurus/useBaseUrl';
import ColorSwatch from '@site/src/components/ColorSwatch';
import { colorScale, mediaAssets, primaryColor, type MediaAsset } from '@site/src/data/media';
import styles from './media.module.css';

function AssetCard({ asset }: { readonly asset: MediaAsset }): ReactNode {
  const url = useBaseUrl(asset.file);
  const fileName = asset.file.split('/').pop();
  return (
    <li className={styles.asset}>
      <div className={clsx(styles.preview, styles[asset.background])}>
        <img src={url} alt={asset.title} width={asset.width} height={asset.height} />
      </div>
      <Heading as="h3" className={styles.assetTitle}>
        {asset.title}
      </Heading>
      <a className="button button--sm button--primary" href={url} download={fileName}>
        Download SVG
      </a>
    </li>
  );
}

export default function Media(): ReactNode {
  return (
    <Layout
      title="Media assets"
      description="The tRPC logo, wordmarks, colours and font, with guidance for using them."
    >
      <main className="container margin-vert--xl">
        <Heading as="h1">Media assets</Heading>
        <p>
          Writing about tRPC, giving a talk or building something on top of it? Use these assets. They are vector files
          drawn for this site, free to use when you refer to the project.
        </p>

        <Heading as="h2">Logo and wordmarks</Heading>
        <ul className={styles.assets}>
          {mediaAssets.map((asset) => (
            <AssetCard key={asset.id} asset={asset} />
          ))}
        </ul>

        <Heading as="h2">Colours</Heading>
        <p>
          The primary colour is <code>{primaryColor.hex}</code>. Select a value to copy it. On white, text in the
          primary colour needs the 700 shade or darker to stay readable; on dark backgrounds use 400 or lighter.
        </p>
        <ul className={styles.swatches}>
          {colorScale.map((color) => (
            <ColorSwatch key={color.hex} color={color} />
          ))}
        </ul>

        <Heading as="h2">Font</Heading>
        <p>
          The site uses your system&apos;s own interface font (<code>system-ui</code>: San Francisco, Segoe UI, Roboto
          or Cantarell, depending on the platform) and its monospace font for code, so nothing is downloaded. The
          wordmark is set in a bold weight of the same stack.
        </p>

        <Heading as="h2">Usage guidance</Heading>
        <ul>
          <li>Keep space around the logo at least a quarter of its height.</li>
          <li>Use the light wordmark on light backgrounds and the dark one on dark backgrounds.</li>
          <li>Don&apos;t stretch, rotate, recolour or add effects to the logo.</li>
          <li>Don&apos;t use the logo in a way that suggests the project endorses your product.</li>
          <li>
            Write the name as <strong>tRPC</strong>: a lowercase t followed by uppercase RPC.
          </li>
        </ul>
      </main>
    </Layout>
  );
}
