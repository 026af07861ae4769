import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { repoUrl, type AwesomeProject, type GitHubRepo } from '@site/src/data/awesome';
import styles from './styles.module.css';

type Props = {
  readonly projects: readonly AwesomeProject[];
  /** Accessible name of the table. Visually hidden: a heading already introduces it. */
  readonly caption: string;
};

/** `owner/name` with a line-break opportunity after the slash, for narrow screens. */
function breakAfterSlash(repo: GitHubRepo): ReactNode {
  const slash = repo.indexOf('/') + 1;
  return (
    <>
      {repo.slice(0, slash)}
      <wbr />
      {repo.slice(slash)}
    </>
  );
}

/** A two-column table of community projects: linked name and repository, then a description. */
export default function ProjectTable({ projects, caption }: Props): ReactNode {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Project</th>
          <th scope="col">What it does</th>
        </tr>
      </thead>
      <tbody>
        {projects.map((project) => (
          <tr key={project.repo}>
            <th scope="row" className={styles.name}>
              <Link href={repoUrl(project.repo)}>{project.name}</Link>
              <span className={styles.repo}>{breakAfterSlash(project.repo)}</span>
            </th>
            <td>{project.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
