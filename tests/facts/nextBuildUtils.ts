/** Next.js's step of `next build` that turns getStaticPaths' answer into the paths it prerenders (`next/dist/build/utils`). */
export interface NextBuildUtils {
  buildStaticPaths: (opts: {
    page: string;
    getStaticPaths: () => Promise<{ paths: { params: Record<string, string> }[]; fallback: boolean | 'blocking' }>;
    configFileName: string;
  }) => Promise<{ paths: string[]; fallback: boolean | 'blocking' }>;
}
