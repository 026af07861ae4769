import type { Nodes, PhrasingContent, TableRow } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { SampleTypeData } from '../samples/samples';
import { repoUrl, type AwesomeProject } from '../../data/awesome';
import type { Sponsor, SponsorTier } from '../../data/sponsors';
import type { Testimonial } from '../../data/testimonials';
import { longDate } from '../../utils/longDate';
import { SITE_TABS } from '../../remark/remarkSiteTabs';
import {
  asFlow,
  codeBlock,
  isJsxElement,
  isJsxValue,
  label,
  paragraph,
  prop,
  text,
  type Context,
  type JsxElement,
} from './nodes';

/** Writes a component of the docs as Markdown: what it shows a reader, without its markup. */
export type Renderer = (element: JsxElement, ctx: Context) => Nodes[];

const link = (url: string, children: PhrasingContent[]): PhrasingContent => ({ type: 'link', url, children });
const list = (items: Nodes[][]): Nodes => ({
  type: 'list',
  ordered: false,
  spread: false,
  children: items.map((children) => ({ type: 'listItem', spread: false, children: asFlow(children) as never })),
});
const row = (cells: PhrasingContent[][]): TableRow => ({
  type: 'tableRow',
  children: cells.map((children) => ({ type: 'tableCell', children })),
});

/**
 * The compiler's answer to a `// ^?` query, as a comment under the queried line with the caret
 * under the identifier (as the page shows it in a box there); a long type continues on comment lines.
 */
export function queryComment(column: number, type: string): string[] {
  const lead = `//${' '.repeat(Math.max(1, column - 2))}`;
  return type
    .split('\n')
    .map((line, index) => (index === 0 ? `${lead}^? ${line}` : `//${' '.repeat(lead.length + 1)}${line}`));
}

/** Tabs: each tab's label, then its content (npm2yarn's install commands are tabs too). */
const tabs: Renderer = (element, ctx) =>
  element.children.flatMap((child) => {
    if (!isJsxElement(child) || child.name !== 'TabItem') return [];
    const name = prop(child, 'label', ctx) ?? prop(child, 'value', ctx);
    return [label([text(String(name))]), ...asFlow(ctx.convert(child.children))];
  });

/**
 * The renderers, by the module a page imports the component from. `SampleCodeWithTypes` is written
 * by src/plugins/samples/remark.ts for samples with type queries; the others are used in docs/,
 * versioned_docs/, blog/ and src/partials/.
 */
export const COMPONENTS: Readonly<Record<string, Renderer>> = {
  '@theme/Tabs': tabs,
  [SITE_TABS]: tabs,
  '@theme/TabItem': (element, ctx) => ctx.convert(element.children),
  '@theme/CodeBlock': (element, ctx) => {
    const language =
      prop(element, 'language', ctx) ?? /language-(\S+)/.exec(String(prop(element, 'className', ctx)))?.[1];
    const title = prop(element, 'title', ctx);
    const meta = typeof title === 'string' ? `title="${title}"` : null;
    const code = toString(ctx.convert(element.children)).replace(/\n$/, '');
    return [codeBlock(code, typeof language === 'string' ? language : null, meta)];
  },
  '@site/src/plugins/samples/client/SampleCode': (element, ctx) => {
    const data = JSON.parse(String(prop(element, 'types', ctx))) as SampleTypeData;
    const answers = new Map<number, string[]>();
    for (const query of data.queries) {
      answers.set(query.line, [
        ...(answers.get(query.line) ?? []),
        ...queryComment(query.column, data.types[query.type].text),
      ]);
    }
    const lines = String(prop(element, 'code', ctx)).split('\n');
    const code = lines.flatMap((line, index) => [line, ...(answers.get(index) ?? [])]).join('\n');
    return [codeBlock(code, String(prop(element, 'language', ctx)), String(prop(element, 'metastring', ctx)))];
  },
  // Only sets the page's canonical URL, in its head.
  '@site/src/components/Canonical': () => [],
  '@site/src/components/ProjectTable': (element, ctx) => {
    const projects = prop(element, 'projects', ctx) as readonly AwesomeProject[];
    return [
      {
        type: 'table',
        align: [null, null],
        children: [
          row([[text('Project')], [text('What it does')]]),
          ...projects.map((project) =>
            row([[link(repoUrl(project.repo), [text(project.name)])], [text(project.description)]]),
          ),
        ],
      },
    ];
  },
  '@site/src/components/SponsorList': (element, ctx) => {
    const tier = prop(element, 'tier', ctx) as SponsorTier;
    const sponsors = prop(element, 'sponsors', ctx) as readonly Sponsor[];
    const sponsorUrl = String(prop(element, 'sponsorUrl', ctx));
    return [
      paragraph([text(tier.description)]),
      sponsors.length === 0
        ? paragraph([
            text('No sponsors are listed in this tier yet. '),
            link(sponsorUrl, [text('Become one on GitHub Sponsors')]),
            text('.'),
          ])
        : list(sponsors.map((sponsor) => [link(sponsor.url, [text(sponsor.name)])])),
    ];
  },
  '@site/src/components/TestimonialList': (element, ctx) => {
    const testimonials = prop(element, 'testimonials', ctx) as readonly Testimonial[];
    if (testimonials.length === 0) {
      const empty = prop(element, 'emptyMessage', ctx);
      return isJsxValue(empty) ? ctx.convertJsx(empty) : [];
    }
    return [
      list(
        testimonials.map((testimonial) => [
          {
            type: 'blockquote',
            children: [
              paragraph([text(testimonial.text)]),
              paragraph([
                text(`${testimonial.author} (${testimonial.handle}), `),
                link(testimonial.url, [text(longDate(testimonial.date))]),
              ]),
            ],
          },
        ]),
      ),
    ];
  },
};
