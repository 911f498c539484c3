import { useEffect } from 'react';
import { useSiteConfig } from '../app/site-config.tsx';
import { documentTitle, headTags } from './head-tags.ts';
import { applyHeadTags } from './render-head.ts';
import type { PageMeta } from './types.ts';

/**
 * Keeps `<head>` in step with client navigation. The server writes the first page's head
 * itself (outside the React root), so this renders nothing and only acts after navigation.
 */
export function DocumentHead({ meta }: { meta: PageMeta }) {
  const { publicUrl } = useSiteConfig();
  const signature = JSON.stringify(meta);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `signature` stands for `meta` by value.
  useEffect(() => {
    applyHeadTags(document, documentTitle(meta), headTags(meta, publicUrl));
  }, [signature, publicUrl]);
  return null;
}
