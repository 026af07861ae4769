import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Head from '@docusaurus/Head';
import ActionRow from '@site/src/components/ActionRow';
import FeatureGrid from '@site/src/components/FeatureGrid';
import QuickIntro, { type IntroStep } from '@site/src/components/QuickIntro';
import { features } from '@site/src/data/features';
import { webSite } from '@site/src/jsonLd/schema';
import { useSiteIdentity } from '@site/src/jsonLd/useSiteIdentity';
import Step1 from '@site/docs/landing-intro/Step1.md';
import Step2 from '@site/docs/landing-intro/Step2.md';
import Step3 from '@site/docs/landing-intro/Step3.md';
import styles from './index.module.css';

const steps: readonly IntroStep[] = [
  { title: 'Define your procedures', Content: Step1 },
  { title: 'Create a standalone HTTP server', Content: Step2 },
  { title: 'Connect a client and call it', Content: Step3 },
];

export default function Home(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const site = useSiteIdentity();
  return (
    <Layout
      title="End-to-end typesafe APIs made easy"
      description="tRPC lets you build and consume fully typesafe APIs without schemas or code generation."
    >
      {/* The site's WebSite JSON-LD (name, address, search action): search engines read it on the home page. */}
      <Head>
        <script type="application/ld+json">{JSON.stringify(webSite(site))}</script>
      </Head>
      <main>
        <header className={styles.hero}>
          <div className="container">
            <Heading as="h1" className={styles.tagline}>
              {siteConfig.tagline}
            </Heading>
            <p className={styles.pitch}>
              Write a function on your server, call it from your client, and let TypeScript carry its input and output
              types across the wire: no schemas, no code generation.
            </p>
            <ActionRow
              large
              actions={[
                { label: 'Quickstart →', to: '/docs/quickstart' },
                { label: 'Read the docs', to: '/docs' },
              ]}
            />
          </div>
        </header>
        <section className={styles.section} aria-labelledby="features">
          <div className="container">
            <Heading as="h2" id="features">
              Why tRPC
            </Heading>
            <FeatureGrid features={features} />
          </div>
        </section>
        <section className={styles.sectionMuted} aria-labelledby="quick-intro">
          <div className="container">
            <Heading as="h2" id="quick-intro">
              Simple to start with
            </Heading>
            <p>Three files take you from nothing to a typed call over HTTP.</p>
            <QuickIntro steps={steps} />
            <p className={styles.tryIt}>Or change a router and watch its client follow, right here in your browser.</p>
            <ActionRow actions={[{ label: 'Try it in your browser', to: '/playground' }]} />
          </div>
        </section>
        <section className={styles.section} aria-labelledby="sponsors">
          <div className="container">
            <Heading as="h2" id="sponsors">
              Funded by its community
            </Heading>
            <p>
              tRPC is MIT-licensed open source, built in the open by volunteers. Sponsorships pay for the time that goes
              into maintenance, reviews and documentation.
            </p>
            <ActionRow
              actions={[
                { label: '❤️ Sponsor tRPC', to: 'https://github.com/sponsors/trpc' },
                { label: 'Our sponsors', to: '/docs/sponsors' },
              ]}
            />
          </div>
        </section>
        <section className={styles.sectionMuted} aria-labelledby="get-started">
          <div className="container">
            <Heading as="h2" id="get-started">
              Try it in your next project
            </Heading>
            <p>Start from a working example or add tRPC to the app you already have.</p>
            <ActionRow
              actions={[
                { label: 'Quickstart →', to: '/docs/quickstart' },
                { label: 'Example apps', to: '/docs/example-apps' },
                { label: 'Using Next.js', to: '/docs/nextjs' },
              ]}
            />
          </div>
        </section>
      </main>
    </Layout>
  );
}
