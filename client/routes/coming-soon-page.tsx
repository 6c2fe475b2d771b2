import { ComingSoon } from '#client/components/coming-soon.tsx';
import { usePageCopy } from './use-page-copy.ts';

/** The placeholder of any page whose feature is still on its way; its copy comes from the route handle. */
export function Component() {
  const copy = usePageCopy();
  if (copy === null) return null;
  return <ComingSoon icon={copy.icon} title={copy.title} body={copy.body} link={copy.link} />;
}
